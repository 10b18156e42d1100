import Networking

extension JobsFailure {
  /// The networking layer's error in the board's terms: the one place the
  /// feature reads `GatewayError`, so nothing past the gateway depends on
  /// Networking. The detail is the error's plain sentence.
  init(_ error: GatewayError) {
    switch error {
    case .offline, .timedOut: self = .unreachable(detail: error.description)
    case .badStatus, .unreadable, .empty: self = .badAnswer(detail: error.description)
    }
  }
}
