// A shared library that claims a plugin ABI this host does not speak: the
// host must refuse it with a clear message and start without it.

@_cdecl("viper_plugin_abi_version")
public func viperPluginABIVersion() -> UInt32 { 99 }

@_cdecl("viper_plugin_start")
public func viperPluginStart(_ notify: UnsafeMutableRawPointer?, _ context: UnsafeMutableRawPointer?)
  -> UnsafeMutableRawPointer?
{
  fatalError("a host must not start a plugin whose ABI version it does not speak")
}

@_cdecl("viper_plugin_call")
public func viperPluginCall(
  _ plugin: UnsafeMutableRawPointer?, _ request: UnsafePointer<UInt8>?, _ length: Int,
  _ response: UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>?
) -> Int { 0 }

@_cdecl("viper_plugin_free")
public func viperPluginFree(_ response: UnsafeMutablePointer<UInt8>?) {}
