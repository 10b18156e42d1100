import TextDiff

/// A readable difference of two values: their `dump`s, line by line, with
/// the lines only one side has marked `-` (expected) and `+` (actual).
enum Difference {
  static func lines<Value>(_ expected: Value, _ actual: Value) -> String {
    LineDiff.lines(expected: dumped(expected), actual: dumped(actual)).joined(separator: "\n")
  }

  private static func dumped<Value>(_ value: Value) -> [Substring] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n")
  }
}
