/// `image`: a picture by name or URL, with a description for who cannot see
/// it (Protocol/schema/nodes/image.json); a list row's `image` too.
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

public enum ImageSource: Hashable, Sendable {
  /// An image the frontend knows by name (bundled artwork).
  case name(String)
  case url(String)
}

extension ViewImage {
  /// `name` or `url`, then `label` when given: an image node's members after
  /// its `type`, and the whole of a list row's `image`.
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    switch source {
    case .name(let name): object.set("name", name)
    case .url(let url): object.set("url", url)
    }
    object.setIfPresent("label", label)
  }

  /// `url` or `name`, and a `label` that is not empty (an empty description describes nothing).
  package init(members node: ViewMembers) throws(ViewDecodingError) {
    let source: ImageSource
    if let url = try node.optionalString("url") { source = .url(url) } else { source = .name(try node.string("name")) }
    let label = try node.optionalString("label")
    guard label != "" else { throw ViewDecodingError(path: "\(node.path).label", reason: "a label must not be empty") }
    self.init(source, label: label)
  }

  /// Protocol 1.0: every frontend renders it.
  package var readable: [ViewNode] { [.image(self)] }
}
