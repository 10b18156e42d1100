/// A modal message a screen shows (an error, mostly): what every module's
/// state keeps and its view adapter renders with `ViewNode.alert(_:actions:)`.
public struct Alert: Hashable, Sendable, Codable {
  public var title: String
  public var message: String

  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }
}

extension ViewNode {
  /// The alert as a node, with its buttons.
  public static func alert(_ alert: Alert, actions: [NodeAction]) -> ViewNode {
    .alert(title: alert.title, message: alert.message, actions: actions)
  }
}
