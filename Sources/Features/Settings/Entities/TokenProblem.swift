/// Why the typed token cannot be saved (worded by the presenter).
public enum TokenProblem: String, Hashable, Sendable, Codable {
  /// Nothing was typed.
  case empty
  /// A space, a control character or a letter outside printable ASCII: it
  /// could not travel in an HTTP header.
  case notPrintableASCII

  /// The problem with `text`, nil when it can be saved.
  public static func of(_ text: String) -> TokenProblem? {
    if text.isEmpty { return .empty }
    return text.utf8.allSatisfy { (0x21...0x7E).contains($0) } ? nil : .notPrintableASCII
  }
}
