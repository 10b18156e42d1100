import ViperKit

extension MyScreenFailure {
  /// The failure as the screen shows it: the one place its alert is worded
  /// (every screen of a feature shows a failure the same way).
  public var alert: Alert {
    switch self {
    case .unavailable: Alert(title: "Something went wrong", message: "The store cannot be reached. Try again later.")
    case .refused(let reason): Alert(title: "Something went wrong", message: "The store refused the count: \(reason)")
    }
  }
}
