import ViperKit

/// A module a user can open from home.
public struct HomeEntry: Hashable, Sendable {
  public let module: ModuleName
  public let title: String

  public init(module: ModuleName, title: String) {
    self.module = module
    self.title = title
  }
}
