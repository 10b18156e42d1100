import ViperPluginABI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The four functions of a shared-library plugin (Sources/ViperPluginABI/include/viper_plugin.h).
struct LibrarySymbols {
  let abiVersion: viper_plugin_abi_version_fn
  let start: viper_plugin_start_fn
  let call: viper_plugin_call_fn
  let free: viper_plugin_free_fn

  /// Opens the library (never closed again: unloading Swift code is unsafe)
  /// and finds the functions; the error says which step failed.
  static func load(path: String) -> Result<LibrarySymbols, LoadError> {
    guard let handle = dlopen(path, RTLD_NOW | RTLD_LOCAL) else {
      let reason = dlerror().map { String(cString: $0) } ?? "unknown error"
      return .failure(LoadError("cannot load it as a shared library: \(reason)"))
    }
    func symbol<Function>(_ name: String, as type: Function.Type) -> Function? {
      guard let address = dlsym(handle, name) else { return nil }
      return unsafeBitCast(address, to: type)
    }
    let names = ["viper_plugin_abi_version", "viper_plugin_start", "viper_plugin_call", "viper_plugin_free"]
    guard let abiVersion = symbol(names[0], as: viper_plugin_abi_version_fn.self),
      let start = symbol(names[1], as: viper_plugin_start_fn.self),
      let call = symbol(names[2], as: viper_plugin_call_fn.self),
      let free = symbol(names[3], as: viper_plugin_free_fn.self)
    else {
      let missing = names.filter { dlsym(handle, $0) == nil }
      return .failure(
        LoadError("not a ViperHost plugin: it does not export \(missing.joined(separator: ", "))"))
    }
    return .success(LibrarySymbols(abiVersion: abiVersion, start: start, call: call, free: free))
  }

  struct LoadError: Error {
    let message: String
    init(_ message: String) { self.message = message }
  }
}
