/// The vocabulary of views a module can show. The host serializes these
/// trees for the frontend (see Protocol/PROTOCOL.md, "View nodes"); modules
/// never build wire JSON themselves.
public indirect enum ViewNode: Hashable, Sendable {
  /// The root of every view: a titled screen.
  case screen(title: String, children: [ViewNode])
  case text(String)
  case image(ViewImage)
  /// `busy`: the work it started is running (shown busy, not pressable).
  case button(action: ActionName, title: String, enabled: Bool = true, busy: Bool = false)
  /// Selecting a row sends `action` with the item's key as the value.
  /// `window`: the rows are a window on a longer list (PROTOCOL.md §6, "Lists of any size").
  case list(action: ActionName, items: ListRows, window: ListWindow? = nil)
  /// Choosing sends `action` with the option's key as the value.
  case picker(action: ActionName, label: String, options: [PickerOption], selected: String?)
  case spinner(label: String?)
  /// A modal message; each action dismisses it through the module.
  case alert(title: String, message: String, actions: [AlertAction])
  /// A text input; a switch; fields and toggles with one submit (PROTOCOL.md §6, "Input").
  case field(Field)
  case toggle(Toggle)
  case form(Form)
  /// Children in a column or a row.
  case stack(axis: StackAxis, children: [ViewNode])
  /// A titled group.
  case section(title: String, children: [ViewNode])
  /// One of several options, or several of several (PROTOCOL.md §6, "Controls").
  case choice(Choice)
  /// The actions a screen offers as a whole, shown in its header: a direct child of the screen.
  case toolbar([ToolbarAction])
}

extension ViewNode {
  /// The nodes in this one; none in a leaf (a list's rows are not nodes).
  @inlinable
  public var children: [ViewNode] {
    switch self {
    case .screen(_, let children), .stack(_, let children), .section(_, let children): children
    case .form(let form): form.children
    case .text, .image, .button, .list, .picker, .spinner, .alert, .field, .toggle, .choice, .toolbar: []
    }
  }

  /// This node with `children` in place of its own; a leaf as it is.
  @inlinable
  package func withChildren(_ children: [ViewNode]) -> ViewNode {
    switch self {
    case .screen(let title, _): return .screen(title: title, children: children)
    case .stack(let axis, _): return .stack(axis: axis, children: children)
    case .section(let title, _): return .section(title: title, children: children)
    case .form(var form):
      form.children = children
      return .form(form)
    case .text, .image, .button, .list, .picker, .spinner, .alert, .field, .toggle, .choice, .toolbar: return self
    }
  }
}

public enum ImageSource: Hashable, Sendable {
  /// An image the frontend knows by name (bundled artwork).
  case name(String)
  case url(String)
}

/// An image node, or a list row's image: where it comes from, and a short
/// description for who cannot see it (alt text; PROTOCOL.md §6).
public struct ViewImage: Hashable, Sendable {
  public var source: ImageSource
  /// Non-empty when given; nil: no description (a frontend falls back on the name or URL).
  public var label: String?

  public init(_ source: ImageSource, label: String? = nil) {
    self.source = source
    self.label = label
  }

  public static func name(_ name: String, label: String? = nil) -> ViewImage { ViewImage(.name(name), label: label) }
  public static func url(_ url: String, label: String? = nil) -> ViewImage { ViewImage(.url(url), label: label) }
}

public struct ListItem: Hashable, Sendable {
  public var key: String
  public var title: String
  public var subtitle: String?
  /// An image shown with the row (e.g. an avatar).
  public var image: ViewImage?
  /// A secondary action on the row (e.g. a toggle button), sent with the key.
  public var accessory: ListAccessory?
  /// The row's actions (e.g. Edit, Delete), each sent with the key; not with `accessory`.
  public var actions: [RowAction]
  /// A checkbox on the row: an input keyed by the row's key.
  public var toggle: RowToggle?

  public init(
    key: String, title: String, subtitle: String? = nil, image: ViewImage? = nil, accessory: ListAccessory? = nil,
    actions: [RowAction] = [], toggle: RowToggle? = nil
  ) {
    self.key = key
    self.title = title
    self.subtitle = subtitle
    self.image = image
    self.accessory = accessory
    self.actions = actions
    self.toggle = toggle
  }
}

public struct ListAccessory: Hashable, Sendable {
  public var action: ActionName
  public var title: String
  public init(action: ActionName, title: String) {
    self.action = action
    self.title = title
  }
}

public struct PickerOption: Hashable, Sendable {
  public var key: String
  public var title: String
  public init(key: String, title: String) {
    self.key = key
    self.title = title
  }
}

public struct AlertAction: Hashable, Sendable {
  public var action: ActionName
  public var title: String
  /// `.cancel`: the alert's initial focus and its Escape; `.destructive`: shown and announced as such.
  public var role: ActionRole?
  public init(action: ActionName, title: String, role: ActionRole? = nil) {
    self.action = action
    self.title = title
    self.role = role
  }
}
