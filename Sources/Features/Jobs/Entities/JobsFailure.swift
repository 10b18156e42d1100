/// Why a job-board effect failed, in the board's own terms: the gateway and
/// the store throw it, the interactors keep it, the presenters word it (an
/// alert).
public enum JobsFailure: Error, Hashable, Sendable, Codable {
  /// The server could not be reached, or did not answer in time.
  case unreachable(detail: String)
  /// The server answered, but not with what the board needs.
  case badAnswer(detail: String)
  /// The local database could not be used.
  case storage(detail: String)
}
