import ViperPluginABI
import ViperPluginSDK

/// The plugin's one exported function of its own; the SDK brings the rest of the ABI.
@_cdecl("viper_plugin_start")
public func viperPluginStart(_ notify: viper_host_notify_fn?, _ context: UnsafeMutableRawPointer?)
  -> UnsafeMutableRawPointer?
{
  PluginExport.start(TicTacToeModule(), notify: notify, context: context)
}
