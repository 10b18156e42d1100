/// Why the people could not be refreshed, in the roulette's own terms: the
/// gateway and the cache throw it, the roulette keeps it (in its snapshot
/// too), its presenter words it for the user.
public enum PeopleRouletteFailure: Error, Hashable, Sendable {
  /// The users API could not be reached or answered wrongly.
  case gateway(Request)
  /// The local cache failed; the reason is the storage error's text.
  case storage(String)

  /// How the request to the users API went wrong.
  public enum Request: Hashable, Codable, Sendable {
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
}
