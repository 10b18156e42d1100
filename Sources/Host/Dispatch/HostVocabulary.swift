/// The methods a frontend calls (PROTOCOL §4), by their wire names: a new
/// method is a case here, its handler's line in `handler`, and its file in
/// `Methods/` (docs/ARCHITECTURE.md, "Adding a wire method").
enum HostMethod: String, CaseIterable {
  case initialize
  case shutdown
  case exit
  case moduleList = "module/list"
  case appStart = "app/start"
  case viewOpen = "view/open"
  case viewEvent = "view/event"
  case viewInput = "view/input"
  case viewGet = "view/get"
  case viewRows = "view/rows"
  case viewClose = "view/close"
  case navigationBack = "navigation/back"
  case hostIdle = "host/idle"
  case appLink = "app/link"
  case debugHistory = "debug/history"
  case debugState = "debug/state"
  case debugGoto = "debug/goto"

  /// The method named `name`: each name compared in turn (`init(rawValue:)`
  /// builds an array of the names at every call; issue #40).
  static func named(_ name: String) -> HostMethod? {
    for method in every where method.rawValue == name { return method }
    return nil
  }

  private static let every = allCases

  /// The routing table: the one type that handles each method.
  var handler: any MethodHandler.Type {
    switch self {
    case .initialize: InitializeMethod.self
    case .shutdown: ShutdownMethod.self
    case .exit: ExitMethod.self
    case .moduleList: ModuleListMethod.self
    case .appStart: AppStartMethod.self
    case .viewOpen: ViewOpenMethod.self
    case .viewEvent: ViewEventMethod.self
    case .viewInput: ViewInputMethod.self
    case .viewGet: ViewGetMethod.self
    case .viewRows: ViewRowsMethod.self
    case .viewClose: ViewCloseMethod.self
    case .navigationBack: NavigationBackMethod.self
    case .hostIdle: HostIdleMethod.self
    case .appLink: AppLinkMethod.self
    case .debugHistory: DebugHistoryMethod.self
    case .debugState: DebugStateMethod.self
    case .debugGoto: DebugGotoMethod.self
    }
  }
}

/// Why a view closed: `view/closed`'s `reason` (PROTOCOL §5).
enum CloseReason: String {
  /// `navigation/back`.
  case back
  /// `view/close`.
  case closed
  /// A module's router popped it.
  case popped
  /// A module's router dismissed the modal it was in.
  case dismissed
  /// `app/start`, or a module's `replaceRoot`.
  case replaced
  /// Its plugin (or the plugin of a view below it) failed.
  case pluginFailed = "plugin_failed"
}

/// How the stack changed: `router/navigate`'s `action` (PROTOCOL §5).
enum StackAction: String {
  case push, present, pop, dismiss, replaceRoot
}

/// The notifications the host sends (PROTOCOL §5), by their wire names: a
/// new notification goes here.
enum HostNotification: String {
  case viewUpdate = "view/update"
  case viewPatch = "view/patch"
  case viewClosed = "view/closed"
  case routerNavigate = "router/navigate"
}
