import JSONValue
import Wire

/// JSON text for reports: compact, and pretty with two-space indents.
enum TranscriptJSON {
  static func compact(_ value: JSONValue) -> String { JSONSerializer.string(value) }

  static func pretty(_ value: JSONValue, indent: String = "") -> String {
    let inner = indent + "  "
    switch value {
    case .array(let elements) where !elements.isEmpty:
      return "[\n" + elements.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
    case .object(let object) where object.count > 0:
      return "{\n"
        + object.members.map { inner + compact(.string($0.key)) + ": " + pretty($0.value, indent: inner) }
        .joined(separator: ",\n") + "\n\(indent)}"
    default:
      return compact(value)
    }
  }
}
