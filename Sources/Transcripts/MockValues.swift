import JSONValue

/// How the mock turns a `<--` pattern into the message it writes
/// (Protocol/MOCK.md, "What the mock writes"):
///
/// - `"{{*}}"`, and `{{*}}` inside a string, become `0.0.0-mock` (the goldens
///   wildcard `hostInfo.version`: the mock reports that version);
/// - `"{{...}}"` elements of an array are dropped (the room the goldens leave
///   for generated modules holds none);
/// - `"{{$name}}"` becomes the value it bound to in an earlier `-->` line;
/// - a response's `id` becomes the id the frontend sent with the request the
///   transcript's id named.
enum MockValues {
  static let wildcardText = "0.0.0-mock"

  /// The placeholder names a pattern uses.
  static func placeholders(in value: JSONValue) -> Set<String> {
    switch value {
    case .string(let text): placeholderName(text).map { [$0] } ?? []
    case .array(let elements): elements.reduce(into: []) { $0.formUnion(placeholders(in: $1)) }
    case .object(let object): object.members.reduce(into: []) { $0.formUnion(placeholders(in: $1.value)) }
    default: []
    }
  }

  /// Why the mock cannot write this `<--` pattern, or nil when it can.
  static func unresolvable(in value: JSONValue, bound: Set<String>) -> String? {
    switch value {
    case .string(let text):
      if let name = placeholderName(text), !bound.contains(name) {
        return "\(text) in a <-- line is bound by no earlier --> line, so the mock cannot know what to write"
      }
      if text.hasPrefix("{{") && text.hasSuffix("}}") && placeholderName(text) == nil
        && text != JSONPattern.wildcard && text != JSONPattern.anyElements && todayOffset(text) == nil
      {
        return "\(text) in a <-- line matches many values; the mock cannot choose one to write (write a value)"
      }
      return nil
    case .array(let elements): return elements.lazy.compactMap { unresolvable(in: $0, bound: bound) }.first
    case .object(let object):
      return object.members.lazy.compactMap { unresolvable(in: $0.value, bound: bound) }.first
    default: return nil
    }
  }

  /// The message to write for `pattern`.
  static func resolve(_ pattern: JSONValue, bindings: [String: JSONValue]) -> JSONValue {
    switch pattern {
    case .string(let text):
      if let name = placeholderName(text), let value = bindings[name] { return value }
      if let days = todayOffset(text) {  // one value: the mock's date, moved
        let today = ReplayDate.date(in: bindings)
        return .string(ReplayDate.day(today, adding: days) ?? today)
      }
      if text.contains(JSONPattern.wildcard) {
        return .string(text.replacingOccurrences(of: JSONPattern.wildcard, with: wildcardText))
      }
      return pattern
    case .array(let elements):
      return .array(elements.filter { $0 != .string(JSONPattern.anyElements) }.map { resolve($0, bindings: bindings) })
    case .object(let object):
      var resolved = JSONObject(capacity: object.count)
      for member in object.members { resolved.append(member.key, resolve(member.value, bindings: bindings)) }
      return .object(resolved)
    default:
      return pattern
    }
  }

  private static func placeholderName(_ text: String) -> String? {
    guard text.hasPrefix("{{$") && text.hasSuffix("}}") && text.count > 5 else { return nil }
    return String(text.dropFirst(3).dropLast(2))
  }

  private static func todayOffset(_ text: String) -> Int? {
    guard case .today(let days)? = PatternMatcher(text) else { return nil }
    return days
  }
}
