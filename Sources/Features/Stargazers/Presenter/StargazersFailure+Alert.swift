import ViperKit

extension StargazersFailure {
  /// How both stargazers screens word a failed request: titled `Error`, the
  /// reason in a sentence.
  public var alert: Alert {
    let message =
      switch self {
      case .offline: "The server cannot be reached."
      case .timedOut: "The server did not answer in time."
      case .badStatus(let status): "The server answered with status \(status)."
      case .unreadable(let reason): "The server's answer could not be read: \(reason)"
      case .empty: "The server's answer was empty."
      }
    return Alert(title: "Error", message: message)
  }
}
