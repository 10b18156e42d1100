/// Why a line is not a JSON value the host accepts.
public struct JSONParseError: Error, Equatable, Sendable {
  public enum Reason: String, Sendable {
    /// The bytes are not valid UTF-8 (also overlong forms and surrogates).
    case invalidUTF8 = "invalid_utf8"
    /// json-c rejected the text, or it is not strict JSON.
    case syntax
    /// NaN or an infinity: json-c accepts them, JSON does not.
    case nonFiniteNumber = "non_finite_number"
    /// An integer outside the signed 64-bit range.
    case integerOutOfRange = "integer_out_of_range"
    /// Arrays and objects nested deeper than the parser's limit.
    case tooDeep = "too_deep"
    /// A raw control character inside a string.
    case controlCharacter = "control_character"
    /// Nothing but white space.
    case empty
  }

  public var reason: Reason
  /// Byte offset in the line where the problem was found, when known.
  public var offset: Int?
  /// A readable explanation (json-c's own text for syntax errors).
  public var detail: String

  public init(_ reason: Reason, offset: Int?, detail: String) {
    self.reason = reason
    self.offset = offset
    self.detail = detail
  }
}
