import ViperPluginABI
import ViperPluginSDK

/// The plugin's one exported function of its own (the SDK brings the rest of
/// the ABI): serves the module on the in-memory gateway. A real gateway is
/// passed here instead (see `MyScreenGateway`).
@_cdecl("viper_plugin_start")
public func viperPluginStart(_ notify: viper_host_notify_fn?, _ context: UnsafeMutableRawPointer?)
  -> UnsafeMutableRawPointer?
{
  let module = MyScreenModule(effects: MyScreenEffectHandler(gateway: InMemoryMyScreenGateway()))
  return PluginExport.start(module, notify: notify, context: context)
}
