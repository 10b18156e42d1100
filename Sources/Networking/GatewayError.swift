/// How a gateway call failed. The words a screen shows for it (an alert's
/// title) are the screen's presenter's; `description` is a plain sentence.
public enum GatewayError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The server could not be reached.
  case offline
  /// The server did not answer in time.
  case timedOut
  /// The server answered with a status other than 2xx.
  case badStatus(Int)
  /// The body was not the JSON the gateway expects.
  case unreadable(String)
  /// The body was empty where data was expected.
  case empty

  public var description: String {
    switch self {
    case .offline: "The server cannot be reached."
    case .timedOut: "The server did not answer in time."
    case .badStatus(let status): "The server answered with status \(status)."
    case .unreadable(let reason): "The server's answer could not be read: \(reason)"
    case .empty: "The server's answer was empty."
    }
  }
}
