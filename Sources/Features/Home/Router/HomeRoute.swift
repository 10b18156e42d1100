import ViperKit

/// Where home leads.
public enum HomeRoute: Equatable, Sendable {
  /// The module of the row selected.
  case open(ModuleName)
}
