import ViperKit

/// What the user does on home.
public enum HomeIntent: Equatable, Sendable {
  /// A row of the list, by the module it stands for.
  case rowSelected(ModuleName)
}
