import ViperKit

extension SettingsFailure {
  /// The failure as the settings screen shows it, above its `OK`.
  public var alert: Alert {
    switch self {
    case .storage(let reason): Alert(title: "Error", message: "The settings could not be read or saved: \(reason)")
    }
  }
}
