import ViperKit
import ViperPluginABI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns a module into a shared-library plugin. A plugin exports its start
/// function and lets this do the rest:
///
/// ```swift
/// @_cdecl("viper_plugin_start")
/// public func start(notify: viper_host_notify_fn?, context: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
///   PluginExport.start(MyModule(), notify: notify, context: context)
/// }
/// ```
///
/// The other three functions of the ABI (`viper_plugin_abi_version`,
/// `viper_plugin_call`, `viper_plugin_free`) come with the SDK.
public enum PluginExport {
  public static func start(
    _ module: any ScreenModule, notify: viper_host_notify_fn?, context: UnsafeMutableRawPointer?
  ) -> UnsafeMutableRawPointer? {
    guard let notify else { return nil }
    let host = HostCallback(notify: notify, context: context)
    let runtime = PluginRuntime(module: module) { message in host.send(message) }
    // The host never unloads a plugin: the runtime lives as long as the process.
    return Unmanaged.passRetained(runtime).toOpaque()
  }
}

/// The host's notify function and its context, callable from any thread
/// (the ABI promises it).
private struct HostCallback: @unchecked Sendable {
  let notify: viper_host_notify_fn
  let context: UnsafeMutableRawPointer?

  func send(_ message: [UInt8]) {
    message.withUnsafeBufferPointer { notify(context, $0.baseAddress, $0.count) }
  }
}

@_cdecl("viper_plugin_abi_version")
public func viperPluginABIVersion() -> UInt32 {
  VIPER_PLUGIN_ABI_VERSION
}

@_cdecl("viper_plugin_call")
public func viperPluginCall(
  _ plugin: UnsafeMutableRawPointer?, _ request: UnsafePointer<UInt8>?, _ length: Int,
  _ response: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?
) -> Int {
  guard let plugin, let response else { return 0 }
  let runtime = Unmanaged<PluginRuntime>.fromOpaque(plugin).takeUnretainedValue()
  guard let answer = runtime.handle(UnsafeBufferPointer(start: request, count: request == nil ? 0 : length)) else {
    response.pointee = nil
    return 0
  }
  let buffer = malloc(max(answer.count, 1))!.assumingMemoryBound(to: UInt8.self)
  answer.withUnsafeBufferPointer { buffer.update(from: $0.baseAddress!, count: $0.count) }
  response.pointee = buffer
  return answer.count
}

@_cdecl("viper_plugin_free")
public func viperPluginFree(_ response: UnsafeMutablePointer<UInt8>?) {
  free(response)
}
