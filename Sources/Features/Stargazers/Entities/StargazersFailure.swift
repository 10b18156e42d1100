/// Why a GitHub request failed, in the feature's own terms: the gateway
/// throws it, the interactors keep it, the presenters word it.
public enum StargazersFailure: Error, Hashable, Codable, Sendable {
  /// The server could not be reached.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// The server answered with a status other than 2xx.
  case badStatus(Int)
  /// The body was not the JSON expected; the parser's reason.
  case unreadable(String)
  /// The body was empty where data was expected.
  case empty
}
