import ViperKit

/// The picked people as shown.
public struct UsersListViewModel: Equatable, Sendable {
  public struct Cell: Equatable, Sendable {
    public var key: String
    public var name: String
    /// The company's name, empty when the user has none.
    public var company: String
  }

  public var title: String
  /// The cells of the window shown.
  public var cells: [Cell]
  public var window: ListWindow
}
