import ViperKit

extension RepositoryFailure {
  /// The failure as the picker shows it.
  public var alert: Alert {
    switch self {
    case .storage(let detail): Alert(title: "Storage Failure", message: "Could not use the local database: \(detail)")
    }
  }
}
