/// A readable difference of two values: their `dump`s, line by line, with
/// the lines only one side has marked `−` (expected) and `+` (actual).
enum Difference {
  static func lines<Value>(_ expected: Value, _ actual: Value) -> String {
    let before = dumped(expected)
    let after = dumped(actual)
    // A longest common subsequence keeps the shared lines in place.
    var table = Array(repeating: Array(repeating: 0, count: after.count + 1), count: before.count + 1)
    for i in stride(from: before.count - 1, through: 0, by: -1) {
      for j in stride(from: after.count - 1, through: 0, by: -1) {
        table[i][j] = before[i] == after[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
      }
    }
    var output: [String] = []
    var (i, j) = (0, 0)
    while i < before.count || j < after.count {
      if i < before.count && j < after.count && before[i] == after[j] {
        output.append("  " + before[i])
        i += 1
        j += 1
      } else if i < before.count && (j == after.count || table[i + 1][j] >= table[i][j + 1]) {
        output.append("− " + before[i])
        i += 1
      } else {
        output.append("+ " + after[j])
        j += 1
      }
    }
    return output.joined(separator: "\n")
  }

  private static func dumped<Value>(_ value: Value) -> [String] {
    var text = ""
    dump(value, to: &text)
    return text.split(separator: "\n").map(String.init)
  }
}
