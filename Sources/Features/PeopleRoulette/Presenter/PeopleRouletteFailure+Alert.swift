import ViperKit

extension PeopleRouletteFailure {
  /// The failure as the roulette shows it: "Network Offline" when the host
  /// cannot connect, "Request Failure" for what the server got wrong,
  /// "Storage Failure" for the local cache.
  public var alert: Alert {
    switch self {
    case .gateway(let request): Alert(title: request.title, message: request.sentence)
    case .storage(let reason): Alert(title: "Storage Failure", message: "Could not use the local cache: \(reason)")
    }
  }
}

extension PeopleRouletteFailure.Request {
  fileprivate var title: String {
    switch self {
    case .offline, .timedOut: "Network Offline"
    case .badStatus, .unreadable, .empty: "Request Failure"
    }
  }

  fileprivate var sentence: String {
    switch self {
    case .offline: "The server cannot be reached."
    case .timedOut: "The server did not answer in time."
    case .badStatus(let status): "The server answered with status \(status)."
    case .unreadable(let reason): "The server's answer could not be read: \(reason)"
    case .empty: "The server's answer was empty."
    }
  }
}
