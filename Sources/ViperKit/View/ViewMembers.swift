import JSONValue

/// An object's members, read with the path for error messages.
package struct ViewMembers {
  package let object: JSONObject
  package let path: String

  init(_ value: JSONValue, path: String) throws(ViewDecodingError) {
    guard case .object(let object) = value else {
      throw ViewDecodingError(path: path, reason: "expected an object, got \(value.kindName)")
    }
    self.object = object
    self.path = path
  }

  func string(_ key: String) throws(ViewDecodingError) -> String {
    guard let value = try optionalString(key) else {
      throw ViewDecodingError(path: "\(path).\(key)", reason: "a string is required")
    }
    return value
  }

  func optionalString(_ key: String) throws(ViewDecodingError) -> String? {
    switch object[key] {
    case nil, .null?: return nil
    case .string(let value)?: return value
    case let other?: throw ViewDecodingError(path: "\(path).\(key)", reason: "expected a string, got \(other.kindName)")
    }
  }

  /// An image node's members, or a list row's `image`: `url` or `name`, and
  /// a `label` that is not empty (an empty description describes nothing).
  func image() throws(ViewDecodingError) -> ViewImage {
    let source: ImageSource
    if let url = try optionalString("url") { source = .url(url) } else { source = .name(try string("name")) }
    let label = try optionalString("label")
    guard label != "" else { throw ViewDecodingError(path: "\(path).label", reason: "a label must not be empty") }
    return ViewImage(source, label: label)
  }

  func optionalBool(_ key: String) throws(ViewDecodingError) -> Bool? {
    switch object[key] {
    case nil, .null?: return nil
    case .bool(let value)?: return value
    case let other?:
      throw ViewDecodingError(path: "\(path).\(key)", reason: "expected a boolean, got \(other.kindName)")
    }
  }

  /// `children`: an array of nodes.
  func children() throws(ViewDecodingError) -> [ViewNode] {
    let children = try array("children")
    var nodes: [ViewNode] = []
    nodes.reserveCapacity(children.count)
    for (index, child) in children.enumerated() {
      nodes.append(try ViewNode(json: child, path: "\(path).children[\(index)]"))
    }
    return nodes
  }

  func optionalInt(_ key: String, in range: ClosedRange<Int>) throws(ViewDecodingError) -> Int? {
    switch object[key] {
    case nil, .null?: return nil
    case .int(let value)? where range.contains(Int(value)): return Int(value)
    case let other?:
      throw ViewDecodingError(
        path: "\(path).\(key)",
        reason: "expected an integer \(range.lowerBound) … \(range.upperBound), got \(other.kindName)")
    }
  }

  /// A list's `window` (a plugin's view): `{start, total?, more, anchor?}`.
  func listWindow() throws(ViewDecodingError) -> ListWindow {
    guard let start = try optionalInt("start", in: 0...Int.max) else {
      throw ViewDecodingError(path: "\(path).start", reason: "an integer ≥ 0 is required")
    }
    return ListWindow(
      start: start, total: try optionalInt("total", in: 0...Int.max), more: try bool("more"),
      anchor: try optionalString("anchor"))
  }

  func bool(_ key: String) throws(ViewDecodingError) -> Bool {
    guard let value = try optionalBool(key) else {
      throw ViewDecodingError(path: "\(path).\(key)", reason: "a boolean is required")
    }
    return value
  }

  func array(_ key: String) throws(ViewDecodingError) -> [JSONValue] {
    guard case .array(let values)? = object[key] else {
      throw ViewDecodingError(path: "\(path).\(key)", reason: "an array is required")
    }
    return values
  }
}
