import JSONValue
import PluginWire
import ViperKit
import Wire

/// Words for what a plugin did wrong, for messages a frontend reads: no
/// Swift debug text (`Optional(…)`, enum cases, `string("…")`) ever.
enum PluginText {
  /// Why a line is not JSON, and where: "a syntax error at byte 1".
  static func notJSON(_ error: JSONParseError) -> String {
    let what: String
    switch error.reason {
    case .syntax: what = "a syntax error"
    case .invalidUTF8: what = "bytes that are not UTF-8"
    case .nonFiniteNumber: what = "a number that is not finite"
    case .integerOutOfRange: what = "an integer out of the 64-bit range"
    case .tooDeep: what = "arrays or objects nested too deep"
    case .controlCharacter: what = "a raw control character in a string"
    case .empty: what = "nothing but white space"
    }
    guard let offset = error.offset else { return what }
    return "\(what) at byte \(offset)"
  }

  /// A value as JSON text, shortened to about `limit` characters.
  static func json(_ value: JSONValue, limit: Int = 40) -> String {
    let text = JSONSerializer.string(value)
    return text.count <= limit ? text : String(text.prefix(limit)) + "…"
  }

  /// The words of an error thrown while reading a plugin's message.
  static func problem(_ error: any Error) -> String {
    switch error {
    case let error as PluginMessageError: error.message
    case let error as JSONParseError: "it is not JSON (\(notJSON(error)))"
    default: "its message could not be read"
    }
  }
}
