/// A module's name tied to the type of its input: a router that pushes a
/// module through its key cannot hand it the wrong input (it won't compile).
public struct ModuleKey<Input: ModuleInput>: Sendable, Hashable {
  public let name: ModuleName
  public init(_ name: ModuleName) { self.name = name }
}
