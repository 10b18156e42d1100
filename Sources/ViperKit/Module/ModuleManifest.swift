/// What a module tells about itself: what `module/list` reports.
public struct ModuleManifest: Hashable, Sendable {
  public var name: ModuleName
  /// A human title (home shows it).
  public var title: String
  public var version: String
  /// Whether a user can open it from home with no input. Screens that need
  /// data from another screen (a user's details, say) are reached by
  /// navigation only.
  public var listedOnHome: Bool

  public init(name: ModuleName, title: String, version: String, listedOnHome: Bool) {
    self.name = name
    self.title = title
    self.version = version
    self.listedOnHome = listedOnHome
  }
}
