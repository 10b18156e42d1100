import JSONValue
import Wire

/// `module/list` (PROTOCOL §4, §7): every registered module, in registration order.
enum ModuleListMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    .result(["modules": modules(of: host)])
  }

  /// `[Module]`, as `initialize` also gives it.
  static func modules(of host: HostCore) -> JSONValue {
    .array(
      host.registry.manifests.map { manifest in
        var module: JSONObject = [
          "name": .string(manifest.name.rawValue), "title": .string(manifest.title),
          "version": .string(manifest.version),
        ]
        if let input = manifest.input { module.append("input", input) }
        if manifest.origin != .builtIn { module.append("plugin", .string(manifest.origin.rawValue)) }
        return .object(module)
      })
  }
}
