import JSONValue
import PluginWire
import ViperKit

/// One running instance of a plugin, as the host talks to it: one request at
/// a time, answered or failed. A shared library and a child process are the
/// two kinds; both speak the module-side protocol (Protocol/PLUGINS.md).
public protocol PluginChannel: AnyObject, Sendable {
  /// Sends a request and waits for its answer (a process plugin: at most the
  /// plugin timeout). Called from the host's thread only.
  func call(_ method: String, _ params: JSONValue) -> Result<JSONValue, PluginCallError>
  /// Sends a notification (no answer).
  func notify(_ method: String, _ params: JSONValue)
  /// Set once the instance stopped working; every later call fails with it.
  var failure: ModuleFailure? { get }
  /// Stops the instance for good (a process plugin is killed): the host found
  /// its answers broken.
  func fail(_ failure: ModuleFailure)
  /// The `screen/update` notifications the plugin sent.
  var updates: PluginUpdates { get }
  /// How long an announced effect may take before the plugin counts as hung.
  var effectTimeout: Duration { get }
}

/// Why a call did not succeed.
public enum PluginCallError: Error, Sendable {
  /// The plugin answered with a JSON-RPC error (e.g. an unknown action):
  /// the plugin is fine, the request was not.
  case rejected(PluginRefusal)
  /// The plugin is gone (crashed, hung, wrote garbage).
  case failed(ModuleFailure)
}
