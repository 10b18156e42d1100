import JSONValue

/// What `--update` writes for a `<--` line that no longer matches: the
/// host's message, except that every part of the old line that still matches
/// its value there is kept as written — matchers, placeholders, partial
/// `{{*}}` strings, arrays with `"{{...}}"` runs, and literals equal to the
/// new value (so `1.0` stays `1.0`). Members keep the old line's order; new
/// ones come after them. A pattern is never replaced by a literal while it
/// still matches, and the result always matches the message. What is taken
/// from the host (where the old line differs) is written as `open` says
/// (`GoldenPatterns`: the version, a catalog, a replay's directories).
extension JSONPattern {
  /// Merges with no placeholder bound yet.
  public static func merge(_ pattern: JSONValue, into actual: JSONValue, leaving open: GoldenPatterns = .none)
    -> JSONValue
  {
    var matcher = JSONPattern()
    return matcher.merge(pattern, into: actual, leaving: open)
  }

  /// Merges, keeping a placeholder only where it meets its bound value (or
  /// binds it, like a match).
  public mutating func merge(_ pattern: JSONValue, into actual: JSONValue, leaving open: GoldenPatterns = .none)
    -> JSONValue
  {
    Self.merge(pattern, into: actual, path: [], of: actual, open: open, bindings: &bindings)
  }

  private static func merge(
    _ pattern: JSONValue, into actual: JSONValue, path: [String], of message: JSONValue, open: GoldenPatterns,
    bindings: inout [String: JSONValue]
  ) -> JSONValue {
    if case .string(let text) = pattern {
      if let matcher = PatternMatcher(text) {
        var trial = bindings
        guard match(matcher, actual, path: "$", bindings: &trial) == nil else {
          return open.fresh(actual, at: path, of: message)
        }
        bindings = trial
        return pattern
      }
      if text.contains(wildcard), case .string(let got) = actual, glob(text, got) { return pattern }
    }
    switch (pattern, actual) {
    case (.object(let old), .object(let new)):
      var merged = JSONObject()
      for member in old.members {
        guard let value = new[member.key] else { continue }
        merged.append(
          member.key,
          merge(member.value, into: value, path: path + [member.key], of: message, open: open, bindings: &bindings))
      }
      for member in new.members where old[member.key] == nil {
        merged.append(member.key, open.fresh(member.value, at: path + [member.key], of: message))
      }
      return .object(merged)
    case (.array(let old), .array(let new)):
      // An array with `"{{...}}"` runs is kept while it still matches;
      // otherwise its other elements are merged with what the host sent.
      if old.contains(.string(anyElements)) {
        var matcher = JSONPattern()
        matcher.bindings = bindings
        if matcher.match(pattern, actual) == nil {
          bindings = matcher.bindings
          return pattern
        }
        return merge(
          .array(old.filter { $0 != .string(anyElements) }), into: actual, path: path, of: message, open: open,
          bindings: &bindings)
      }
      var merged: [JSONValue] = []
      for (index, element) in new.enumerated() {
        let inner = path + ["[]"]
        merged.append(
          index < old.count
            ? merge(old[index], into: element, path: inner, of: message, open: open, bindings: &bindings)
            : open.fresh(element, at: inner, of: message))
      }
      // A catalog the host changed is written open; one that still matches stays as written.
      return .array(merged == old ? merged : open.opened(merged))
    default:
      return PatternMatcher.same(pattern, actual) ? pattern : open.fresh(actual, at: path, of: message)
    }
  }
}
