import JSONValue
import Synchronization
import ViperKit
import ViperPluginABI
import Wire

/// A plugin loaded into the host's process: requests are function calls
/// (`viper_plugin_call`), updates come through the `notify` callback from
/// any thread. In-process means no timeout: a library that hangs or crashes
/// takes the host with it; use a process plugin for code you do not trust.
// Unchecked: `plugin` is an opaque pointer the ABI lets one host thread use at a time.
final class LibraryChannel: PluginChannel, @unchecked Sendable {
  private let plugin: UnsafeMutableRawPointer
  private let callFunction: viper_plugin_call_fn
  private let freeFunction: viper_plugin_free_fn
  private let module: Locked<ModuleName>
  private let failed = Locked<ModuleFailure?>(nil)
  private let requestIDs = Atomic<Int64>(0)
  private let reporter: any ModuleFailureReporter
  let updates = PluginUpdates()
  let effectTimeout: Duration

  private init(
    plugin: UnsafeMutableRawPointer, symbols: LibrarySymbols, module: ModuleName, effectTimeout: Duration,
    reporter: any ModuleFailureReporter
  ) {
    self.plugin = plugin
    self.effectTimeout = effectTimeout
    callFunction = symbols.call
    freeFunction = symbols.free
    self.module = Locked(module)
    self.reporter = reporter
  }

  /// Starts the library; `nil` when its `viper_plugin_start` returned NULL.
  static func start(
    symbols: LibrarySymbols, module: ModuleName, effectTimeout: Duration, reporter: any ModuleFailureReporter
  ) -> LibraryChannel? {
    // The plugin keeps the context for its whole life (libraries are never
    // unloaded), so the box is retained for good.
    let box = NotifyBox()
    let context = Unmanaged.passRetained(box).toOpaque()
    guard let plugin = symbols.start(notifyCallback, context) else { return nil }
    let channel = LibraryChannel(
      plugin: plugin, symbols: symbols, module: module, effectTimeout: effectTimeout, reporter: reporter)
    box.channel.withLock { $0 = channel }
    return channel
  }

  var failure: ModuleFailure? { failed.withLock { $0 } }

  /// The manifest names the module; failures say its name from then on.
  func rename(_ name: ModuleName) { module.withLock { $0 = name } }

  func call(_ method: String, _ params: JSONValue) -> Result<JSONValue, PluginCallError> {
    if let failure { return .failure(.failed(failure)) }
    let id = requestIDs.add(1, ordering: .relaxed).newValue
    let request = PluginMessageCodec.request(id: id, method: method, params: params)
    var response: UnsafeMutablePointer<UInt8>?
    let length = request.withUnsafeBufferPointer { callFunction(plugin, $0.baseAddress, $0.count, &response) }
    guard let response else { return .failure(.failed(fail(.protocolError, "\(method) returned no answer"))) }
    defer { freeFunction(response) }
    let bytes = UnsafeBufferPointer(start: response, count: length)
    do {
      let message = try JSONParser().parse(bytes)
      guard case .response(let answered, let result) = try PluginMessageCodec.decode(message), answered == id else {
        return .failure(.failed(fail(.protocolError, "the answer to \(method) is not for request \(id)")))
      }
      return result
    } catch let error as JSONParseError {
      return .failure(
        .failed(fail(.protocolError, "the answer to \(method) is not JSON (\(PluginText.notJSON(error)))")))
    } catch {
      return .failure(.failed(fail(.protocolError, PluginText.problem(error))))
    }
  }

  func notify(_ method: String, _ params: JSONValue) {
    // Libraries take notifications as calls too; their answer is ignored.
    _ = call(method, params)
  }

  func fail(_ failure: ModuleFailure) {
    let first = failed.withLock { current in
      if current != nil { return false }
      current = failure
      return true
    }
    if first {
      updates.fail(failure)
      reporter.report(failure)
    }
  }

  @discardableResult
  private func fail(_ kind: ModuleFailure.Kind, _ message: String) -> ModuleFailure {
    let failure = ModuleFailure(module: module.withLock { $0 }, kind: kind, message: message)
    fail(failure)
    return self.failure ?? failure
  }

  fileprivate func received(_ bytes: UnsafeBufferPointer<UInt8>) {
    do {
      switch try PluginMessageCodec.decode(try JSONParser().parse(bytes)) {
      case .update(let screen, let params):
        if !updates.deliver(params, for: screen) {
          fail(.protocolError, "more than \(PluginUpdates.maxQueued) updates nobody asked for")
        }
      case .response:
        fail(.protocolError, "a library answers by returning, not through notify")
      }
    } catch {
      fail(.protocolError, "a bad notification: \(PluginText.problem(error))")
    }
  }

  /// Where the C callback finds the channel.
  private final class NotifyBox: Sendable {
    let channel = Locked<LibraryChannel?>(nil)
  }

  private static let notifyCallback: viper_host_notify_fn = { context, message, length in
    guard let context, let message else { return }
    let box = Unmanaged<NotifyBox>.fromOpaque(context).takeUnretainedValue()
    guard let channel = box.channel.withLock({ $0 }) else { return }
    channel.received(UnsafeBufferPointer(start: message, count: length))
  }
}
