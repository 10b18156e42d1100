import ViperKit

/// The modules the host serves, in registration order (home lists them in
/// that order).
public struct ModuleRegistry: Sendable {
  public private(set) var modules: [any ScreenModule] = []

  public init(_ modules: [any ScreenModule] = []) {
    for module in modules { register(module) }
  }

  /// Registers a module; a second module with the same name replaces the first.
  public mutating func register(_ module: any ScreenModule) {
    if let index = modules.firstIndex(where: { $0.manifest.name == module.manifest.name }) {
      modules[index] = module
    } else {
      modules.append(module)
    }
  }

  public func module(named name: ModuleName) -> (any ScreenModule)? {
    modules.first { $0.manifest.name == name }
  }

  public var manifests: [ModuleManifest] { modules.map(\.manifest) }
}
