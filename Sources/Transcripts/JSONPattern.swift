import JSONValue

/// Structural matching of a host message against a transcript's expectation.
///
/// - Objects match whatever the key order; arrays keep their order; numbers
///   compare as numbers (`1` matches `1.0`).
/// - A string that is a whole matcher (`"{{*}}"`, `"{{number}}"`,
///   `"{{re:^v\\d+$}}"`, `"{{$name}}"`, `"{{$name:number}}"`: see
///   `PatternMatcher`) matches the values it stands for; a placeholder binds
///   to the value it first meets, later uses must meet an equal value.
/// - `{{*}}` inside a longer string matches any run of characters
///   (`"viper-host {{*}}"`); no other matcher works inside a string.
/// - `"{{...}}"` as an element of an array matches any run of zero or more
///   elements there (elsewhere it is an ordinary string); a placeholder in the
///   elements it skips binds nothing.
public struct JSONPattern {
  public static let wildcard = "{{*}}"
  public static let anyElements = "{{...}}"

  public struct Mismatch: Equatable, Sendable {
    /// Where they differ, as a JSON path (`$.result.modules[0].name`).
    public var path: String
    public var reason: String
  }

  public var bindings: [String: JSONValue] = [:]
  /// The replay's date for the `{{today}}` matchers (`ReplayDate`).
  public var today: String

  public init(today: String = ReplayDate.today()) { self.today = today }

  /// Nil when `actual` matches `pattern`; bindings made by a match are kept.
  public mutating func match(_ pattern: JSONValue, _ actual: JSONValue, path: String = "$") -> Mismatch? {
    var trial = bindings
    trial[ReplayDate.bindingName] = .string(today)  // read by the date matchers, never a placeholder's
    let mismatch = Self.match(pattern, actual, path: path, bindings: &trial)
    trial[ReplayDate.bindingName] = nil
    if mismatch == nil { bindings = trial }
    return mismatch
  }

  private static func match(
    _ pattern: JSONValue, _ actual: JSONValue, path: String, bindings: inout [String: JSONValue]
  )
    -> Mismatch?
  {
    if case .string(let text) = pattern {
      if let matcher = PatternMatcher(text) { return match(matcher, actual, path: path, bindings: &bindings) }
      if text.contains(wildcard) {
        guard case .string(let got) = actual else {
          return Mismatch(path: path, reason: "expected a string, got \(actual.kindName)")
        }
        return glob(text, got) ? nil : Mismatch(path: path, reason: "string does not match \(text)")
      }
    }
    switch (pattern, actual) {
    case (.object(let expected), .object(let got)):
      for member in expected.members {
        guard let value = got[member.key] else {
          return Mismatch(path: path + ".\(member.key)", reason: "missing member")
        }
        if let mismatch = match(member.value, value, path: path + ".\(member.key)", bindings: &bindings) {
          return mismatch
        }
      }
      if let extra = got.keys.first(where: { expected[$0] == nil }) {
        return Mismatch(path: path + ".\(extra)", reason: "unexpected member")
      }
      return nil
    case (.array(let expected), .array(let got)) where expected.contains(.string(anyElements)):
      return matchElements(expected[...], got, from: 0, path: path, bindings: &bindings)?.mismatch
    case (.array(let expected), .array(let got)):
      for (index, (e, g)) in zip(expected, got).enumerated() {
        if let mismatch = match(e, g, path: path + "[\(index)]", bindings: &bindings) { return mismatch }
      }
      if expected.count != got.count {
        return Mismatch(
          path: path + "[\(min(expected.count, got.count))]",
          reason: "expected \(expected.count) elements, got \(got.count)")
      }
      return nil
    default:
      return PatternMatcher.same(pattern, actual)
        ? nil : Mismatch(path: path, reason: "expected \(describe(pattern)), got \(describe(actual))")
    }
  }

  static func match(
    _ matcher: PatternMatcher, _ actual: JSONValue, path: String, bindings: inout [String: JSONValue]
  ) -> Mismatch? {
    guard case .placeholder(let name, let inner) = matcher else {
      return matcher.reject(actual, today: ReplayDate.date(in: bindings)).map { Mismatch(path: path, reason: $0) }
    }
    if let reason = inner?.reject(actual, today: ReplayDate.date(in: bindings)) {
      return Mismatch(path: path, reason: "placeholder $\(name): \(reason)")
    }
    if let bound = bindings[name] {
      return PatternMatcher.same(bound, actual)
        ? nil : Mismatch(path: path, reason: "placeholder $\(name) was bound to a different value")
    }
    bindings[name] = actual
    return nil
  }

  /// How far a failed alignment of an array with `"{{...}}"` elements got:
  /// the pattern elements matched before it failed, and whether it failed on
  /// an element (rather than running out of them), to report the closest one.
  private struct Attempt {
    var mismatch: Mismatch
    var reached: Int
    var comparedAnElement: Bool

    func isCloser(than other: Attempt?) -> Bool {
      guard let other else { return true }
      return (reached, comparedAnElement ? 1 : 0) > (other.reached, other.comparedAnElement ? 1 : 0)
    }
  }

  /// Matches `expected` against `got[start...]` in order; each `"{{...}}"`
  /// takes a run of zero or more elements, tried longest first.
  private static func matchElements(
    _ expected: ArraySlice<JSONValue>, _ got: [JSONValue], from start: Int, path: String,
    bindings: inout [String: JSONValue]
  ) -> Attempt? {
    var index = start
    for (offset, element) in zip(expected.indices, expected) {
      if element == .string(anyElements) {
        var closest: Attempt?
        for next in (index...got.count).reversed() {
          var trial = bindings
          guard
            let attempt = matchElements(
              expected[(offset + 1)...], got, from: next, path: path, bindings: &trial)
          else {
            bindings = trial
            return nil
          }
          if attempt.isCloser(than: closest) { closest = attempt }
        }
        return closest
      }
      guard index < got.count else {
        return Attempt(
          mismatch: Mismatch(path: path + "[\(index)]", reason: "expected more elements, got \(got.count)"),
          reached: offset, comparedAnElement: false)
      }
      if let mismatch = match(element, got[index], path: path + "[\(index)]", bindings: &bindings) {
        return Attempt(mismatch: mismatch, reached: offset, comparedAnElement: true)
      }
      index += 1
    }
    guard index == got.count else {
      return Attempt(
        mismatch: Mismatch(path: path + "[\(index)]", reason: "unexpected element"), reached: expected.endIndex,
        comparedAnElement: false)
    }
    return nil
  }

  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .object, .array: value.kindName
    default: TranscriptJSON.compact(value)
    }
  }

  /// `*`-style matching where `{{*}}` is the only special token.
  static func glob(_ pattern: String, _ text: String) -> Bool {
    let parts = pattern.components(separatedBy: wildcard)
    guard let first = parts.first, text.hasPrefix(first) else { return false }
    var rest = text.dropFirst(first.count)
    for (index, part) in parts.dropFirst().enumerated() {
      let isLast = index == parts.count - 2
      if isLast { return part.isEmpty || rest.hasSuffix(part) && rest.count >= part.count }
      guard let range = rest.range(of: part) else { return false }
      rest = rest[range.upperBound...]
    }
    return rest.isEmpty
  }
}
