import ViperKit

extension Alert {
  /// How both stargazers screens word a failed request: titled `Error`, the
  /// reason in a sentence.
  public init(_ failure: GitHubFailure) {
    let message =
      switch failure {
      case .offline: "The server cannot be reached."
      case .timedOut: "The server did not answer in time."
      case .badStatus(let status): "The server answered with status \(status)."
      case .unreadable(let reason): "The server's answer could not be read: \(reason)"
      case .empty: "The server's answer was empty."
      }
    self.init(title: "Error", message: message)
  }
}
