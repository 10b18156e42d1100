import ViperKit

extension JobsFailure {
  /// The failure as the job screens show it: the titles of the "People Roulette" sample app
  /// ("Network Offline" when the server can't be reached, "Request Failure"
  /// for what it got wrong) over the detail.
  public var alert: Alert {
    switch self {
    case .unreachable(let detail): Alert(title: "Network Offline", message: detail)
    case .badAnswer(let detail): Alert(title: "Request Failure", message: detail)
    case .storage(let detail): Alert(title: "Storage Failure", message: "Could not use the local database: \(detail)")
    }
  }
}

extension JobsFailure {
  /// The failure as a form shows it (`job-apply`'s message): why the
  /// application was not saved, with what the user can do.
  public var formMessage: String {
    switch self {
    case .unreachable(let detail): "Not sent: the job board could not be reached (\(detail)). Try again."
    case .badAnswer(let detail): "Not sent: the job board refused it (\(detail)). Try again."
    case .storage(let detail): "Not saved: could not use the local database (\(detail)). Try again."
    }
  }
}
