/// A line diff of two short texts (longest common subsequence): shared lines
/// marked "  ", lines only the expected text has "- ", lines only the actual
/// text has "+ ". The transcript replayer and the module test kit both show
/// their mismatches with it.
public enum LineDiff {
  public static func lines(expected a: [Substring], actual b: [Substring]) -> [String] {
    var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in stride(from: a.count - 1, through: 0, by: -1) {
      for j in stride(from: b.count - 1, through: 0, by: -1) {
        lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
      }
    }
    var out: [String] = []
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if i < a.count && j < b.count && a[i] == b[j] {
        out.append("  " + a[i])
        i += 1
        j += 1
      } else if i < a.count && (j == b.count || lcs[i + 1][j] >= lcs[i][j + 1]) {
        out.append("- " + a[i])
        i += 1
      } else {
        out.append("+ " + b[j])
        j += 1
      }
    }
    return out
  }

  /// The diff with a `--- expected` / `+++ got` header, one string.
  public static func unified(expected: String, got: String) -> String {
    let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let b = got.split(separator: "\n", omittingEmptySubsequences: false)
    return (["--- expected", "+++ got"] + lines(expected: a, actual: b)).joined(separator: "\n")
  }
}
