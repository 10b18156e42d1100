import ViperKit

extension MyScreenFailure {
  /// The failure as every screen shows it: the one place its alert is worded
  /// (the form shows its message as the form's).
  public var alert: Alert {
    switch self {
    case .unavailable: Alert(title: "Something went wrong", message: "The items cannot be read or saved now.")
    case .notFound(let id): Alert(title: "Not found", message: "There is no item \(id).")
    }
  }
}
