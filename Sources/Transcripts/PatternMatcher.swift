import JSONValue

/// A string in a `<--` line that stands for a set of values rather than for
/// itself (Protocol/TRANSCRIPTS.md, "Matchers"): the whole JSON string is
/// `{{…}}`, with one of
///
/// - `*`: any value;
/// - `number`, `string`, `bool`, `null`, `object`, `array`: a value of that type;
/// - `re:PATTERN`: a string that PATTERN finds (a search: anchor it with `^`
///   and `$` to match the whole string);
/// - `today`, `today+N`, `today-N`: the replay's date, N days later or
///   earlier, as `YYYY-MM-DD` (`ReplayDate`);
/// - `$name`: a placeholder, bound to the first value it meets; later uses
///   must meet an equal value;
/// - `$name:MATCHER` (MATCHER one of the above but a placeholder): a
///   placeholder that binds only a value the matcher accepts.
///
/// Any other string (`"{{foo}}"`, `"{{$}}"`, `"a {{number}}"`) is itself.
indirect enum PatternMatcher: Equatable {
  case any
  case type(String)
  case regex(String)
  case today(Int)
  case placeholder(String, PatternMatcher?)

  static let typeNames: Set<String> = ["number", "string", "bool", "null", "object", "array"]

  init?(_ text: String) {
    guard text.hasPrefix("{{"), text.hasSuffix("}}"), text.utf8.count >= 4 else { return nil }
    let inner = String(text.dropFirst(2).dropLast(2))
    if inner.hasPrefix("$") {
      let body = inner.dropFirst()
      let name = String(body.prefix { $0 != ":" })
      guard !name.isEmpty, name.allSatisfy(Self.isNameCharacter) else { return nil }
      if name.count == body.count {
        self = .placeholder(name, nil)
        return
      }
      guard let inner = Self.plain(String(body.dropFirst(name.count + 1))) else { return nil }
      self = .placeholder(name, inner)
      return
    }
    guard let plain = Self.plain(inner) else { return nil }
    self = plain
  }

  /// A matcher that is not a placeholder, from the text between `{{` and `}}`.
  private static func plain(_ inner: String) -> PatternMatcher? {
    if inner == "*" { return .any }
    if typeNames.contains(inner) { return .type(inner) }
    if inner.hasPrefix("re:") { return .regex(String(inner.dropFirst(3))) }
    if let days = ReplayDate.offset(ofMatcher: inner[...]) { return .today(days) }
    return nil
  }

  private static func isNameCharacter(_ character: Character) -> Bool {
    character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-")
  }

  /// Nil when `value` is one this matcher (not a placeholder) accepts;
  /// `today` is the replay's date.
  func reject(_ value: JSONValue, today: String) -> String? {
    switch self {
    case .any, .placeholder:
      return nil
    case .type(let name):
      return Self.typeName(of: value) == name ? nil : "expected a value of type \(name), got \(value.kindName)"
    case .regex(let source):
      guard case .string(let text) = value else { return "expected a string, got \(value.kindName)" }
      switch TranscriptRegex.search(source, in: text) {
      case .success(true): return nil
      case .success(false): return "string does not match the regular expression \(source)"
      case .failure(let error): return error.message
      }
    case .today(let days):
      let expected = ReplayDate.day(today, adding: days) ?? today
      guard case .string(let text) = value else { return "expected the date \(expected), got \(value.kindName)" }
      let when = days == 0 ? "the replay's date" : "the replay's date \(days > 0 ? "+" : "")\(days) days"
      return text == expected ? nil : "expected \(expected) (\(when)), got \"\(text)\""
    }
  }

  static func typeName(of value: JSONValue) -> String {
    switch value {
    case .null: "null"
    case .bool: "bool"
    case .int, .double: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }

  /// Structural equality as matching sees it: members in any order, numbers
  /// as numbers (`1` equals `1.0`), a boolean never a number.
  static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)): return x == y
    case (.int, .double), (.double, .int), (.double, .double): return a.doubleValue == b.doubleValue
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy { same($0, $1) }
    case (.object(let x), .object(let y)):
      return x.count == y.count
        && x.members.allSatisfy { member in y[member.key].map { same(member.value, $0) } == true }
    default: return a == b
    }
  }
}
