import Networking

extension StargazersFailure {
  /// The networking layer's error in the feature's terms, case for case:
  /// the one place the feature reads `GatewayError`, so nothing past the
  /// gateway depends on Networking.
  init(_ error: GatewayError) {
    switch error {
    case .offline: self = .offline
    case .timedOut: self = .timedOut
    case .badStatus(let status): self = .badStatus(status)
    case .unreadable(let reason): self = .unreadable(reason)
    case .empty: self = .empty
    }
  }
}
