import ViperKit

extension TodosFailure {
  /// The failure as the list and the detail show it.
  public var alert: Alert {
    switch self {
    case .storage(let detail): Alert(title: "Storage Failure", message: "Could not use the local database: \(detail)")
    }
  }

  /// The failure as the add form shows it (its message): why the to-do was
  /// not saved, with what the user can do.
  public var formMessage: String {
    switch self {
    case .storage(let detail): "Not saved: could not use the local database (\(detail)). Try again."
    }
  }
}
