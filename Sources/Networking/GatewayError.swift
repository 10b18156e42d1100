/// How a gateway call failed, in the terms a screen shows.
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

  /// The alert titles of the "People Roulette" sample app the roulette screens
  /// restate (README, "Where the screens come from"); the roulette and the job
  /// board show them: "Network Offline" when the host can't connect or the
  /// server does not answer in time, "Request Failure" for everything the
  /// server got wrong.
  public var title: String {
    switch self {
    case .offline, .timedOut: "Network Offline"
    case .badStatus, .unreadable, .empty: "Request Failure"
    }
  }

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
