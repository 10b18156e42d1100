import JSONValue
import PluginWire
import ViperKit

/// `plugin/initialize`: the first request to every plugin instance. The
/// answer carries the module protocol version and the manifest.
enum Handshake {
  static func run(on channel: any PluginChannel, origin: ModuleOrigin, hostVersion: String) -> Result<
    ModuleManifest, PluginProblem
  > {
    let params: JSONValue = [
      "protocolVersion": .string(PluginProtocol.version),
      "host": ["name": "viper-host", "version": .string(hostVersion)],
    ]
    switch channel.call(PluginProtocol.Method.initialize, params) {
    case .failure(.failed(let failure)): return .failure(PluginProblem(failure.message))
    case .failure(.rejected(let refusal)):
      return .failure(PluginProblem("refused plugin/initialize: \(refusal.bareReason)"))
    case .success(let result):
      guard result["protocolVersion"] == .string(PluginProtocol.version) else {
        return .failure(
          PluginProblem(
            "speaks module protocol \(PluginText.json(result["protocolVersion"] ?? .null)); this host speaks \"\(PluginProtocol.version)\""
          ))
      }
      guard let manifest = result["manifest"] else {
        return .failure(PluginProblem("plugin/initialize answered without a manifest"))
      }
      do {
        return .success(try ModuleManifest(pluginJSON: manifest, origin: origin))
      } catch {
        return .failure(PluginProblem("bad manifest: \(error.message)"))
      }
    }
  }
}

/// The module names taken so far: the built-in ones, then each loaded
/// plugin's. A plugin whose name is taken is not loaded.
struct TakenModuleNames {
  private(set) var names: Set<ModuleName>

  init(_ builtIn: Set<ModuleName>) { names = builtIn }

  /// Takes a plugin's module name, unless a built-in module or an earlier plugin has it.
  mutating func claim(_ name: ModuleName) -> Result<Void, PluginProblem> {
    guard names.insert(name).inserted else {
      return .failure(PluginProblem("its module name \(name) is already taken"))
    }
    return .success(())
  }
}

/// Why a plugin could not be loaded or started, in words for stderr and `pluginErrors`.
struct PluginProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
