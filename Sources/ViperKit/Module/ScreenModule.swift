import JSONValue

/// A plugin: a module registered with the host. It describes itself and
/// builds a screen for each time the module is opened.
public protocol ScreenModule: Sendable {
  var manifest: ModuleManifest { get }
  /// Builds a new screen; an input it cannot use is an `InputError`.
  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen
}

/// One open screen of some module, as the host drives it. The host never
/// sees a module's own types: it passes user actions and effect results in,
/// and takes the view, effects and navigation out.
///
/// Screens live on the host's serial queue: they need not be Sendable.
public protocol Screen: AnyObject {
  /// The view as it is now; the host sends it whenever it changes.
  var view: ViewNode { get }
  /// The screen was opened (called once, before its first view is sent).
  func start() -> Reaction
  /// The screen is on top again after the screens above it closed.
  func resume() -> Reaction
  /// A user action from the frontend.
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction
  /// An edit of one of the view's inputs (`view/input`), already checked by
  /// the host against the view as sent: the input exists, is enabled, and
  /// the value fits it.
  func input(_ edit: InputEdit) throws(ActionError) -> Reaction
  /// A request for rows of the windowed list whose action is `list`
  /// (`view/rows`, or the fallback's More and Earlier), already checked by
  /// the host against the window as sent: its keys name rows held.
  func window(_ list: ActionName, _ request: WindowRequest) throws(ActionError) -> Reaction
  /// The result of an effect this screen asked for.
  func receive(_ result: EffectResult) -> Reaction
  /// Set once the screen's module stopped working (a plugin that crashed):
  /// the host then closes the screen. Built-in screens never fail.
  var failure: ModuleFailure? { get }
  /// The screen was closed: it gets nothing more (a plugin frees its state).
  func close()

  // Sessions as data (SESSIONS.md): effects are never part of a state.

  /// The state now, as a value the host can keep; nil: the screen takes no snapshots.
  func captureState() -> ScreenState?
  /// Goes back to a state it captured (a debugger's goto): no hook runs, no effect starts.
  func goto(_ state: ScreenState) throws(SnapshotError)
  /// Replaces the state with one rebuilt from a snapshot (a restored session);
  /// the host then calls `restored` instead of `start`.
  func restore(snapshot: JSONValue) throws(SnapshotError)
  /// The screen was rebuilt from a snapshot: it re-issues what it needs
  /// (a download that was in flight, a re-read of what was being saved).
  func restored() -> Reaction
}

extension Screen {
  public var failure: ModuleFailure? { nil }
  public func close() {}
  public func input(_ edit: InputEdit) throws(ActionError) -> Reaction {
    throw .unknownAction(ActionName(edit.key.rawValue))
  }
  public func window(_ list: ActionName, _ request: WindowRequest) throws(ActionError) -> Reaction {
    throw .unknownAction(list)
  }
  public func captureState() -> ScreenState? { nil }
  public func goto(_ state: ScreenState) throws(SnapshotError) { throw .unsupported }
  public func restore(snapshot: JSONValue) throws(SnapshotError) { throw .unsupported }
  public func restored() -> Reaction { .none }
}

/// What one step of a screen asks the host to do.
public struct Reaction: Sendable {
  public var effects: [EffectWork]
  public var navigation: Navigation?

  public init(effects: [EffectWork] = [], navigation: Navigation? = nil) {
    self.effects = effects
    self.navigation = navigation
  }

  public static let none = Reaction()
}

/// An effect ready to run: the host runs it off its queue and hands the
/// result back to the same screen through `Screen.receive`.
public struct EffectWork: Sendable {
  public let run: @Sendable () async -> EffectResult?
  /// Whether closing the view cancels it.
  public let lifetime: EffectLifetime
  public init(
    lifetime: EffectLifetime = .cancelledWithView, _ run: @escaping @Sendable () async -> EffectResult?
  ) {
    self.lifetime = lifetime
    self.run = run
  }
}

/// An effect's outcome, opaque to the host.
public struct EffectResult: Sendable {
  public let event: any Sendable
  public init(_ event: any Sendable) { self.event = event }
}
