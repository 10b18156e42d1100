import Networking

extension GitHubFailure {
  /// The gateway's error, case for case.
  public init(_ error: GatewayError) {
    switch error {
    case .offline: self = .offline
    case .timedOut: self = .timedOut
    case .badStatus(let status): self = .badStatus(status)
    case .unreadable(let reason): self = .unreadable(reason)
    case .empty: self = .empty
    }
  }
}
