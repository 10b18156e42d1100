/// The vocabulary of views a module can show. The host serializes these
/// trees for the frontend (see Protocol/PROTOCOL.md, "View nodes"); modules
/// never build wire JSON themselves.
public indirect enum ViewNode: Hashable, Sendable {
  /// The root of every view: a titled screen.
  case screen(title: String, children: [ViewNode])
  case text(String)
  case image(ImageSource)
  case button(action: ActionName, title: String, enabled: Bool = true)
  /// Selecting a row sends `action` with the item's key as the value.
  case list(action: ActionName, items: ListRows)
  /// Choosing sends `action` with the option's key as the value.
  case picker(action: ActionName, label: String, options: [PickerOption], selected: String?)
  case spinner(label: String?)
  /// A modal message; each action dismisses it through the module.
  case alert(title: String, message: String, actions: [AlertAction])
}

public enum ImageSource: Hashable, Sendable {
  /// An image the frontend knows by name (bundled artwork).
  case name(String)
  case url(String)
}

public struct ListItem: Hashable, Sendable {
  public var key: String
  public var title: String
  public var subtitle: String?
  /// A secondary action on the row (e.g. a toggle button), sent with the key.
  public var accessory: ListAccessory?

  public init(key: String, title: String, subtitle: String? = nil, accessory: ListAccessory? = nil) {
    self.key = key
    self.title = title
    self.subtitle = subtitle
    self.accessory = accessory
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
  public init(action: ActionName, title: String) {
    self.action = action
    self.title = title
  }
}
