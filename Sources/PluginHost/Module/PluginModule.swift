import JSONValue
import PluginWire
import Synchronization
import ViperKit

/// A module served by a plugin: it opens each screen with `screen/open` on
/// the plugin's current instance (which a process plugin starts on demand).
public final class PluginModule: ScreenModule {
  public let manifest: ModuleManifest
  private let connect: @Sendable () -> Result<any PluginChannel, ModuleFailure>
  private let screenIDs = Atomic<Int>(0)

  /// `connect` returns the running instance, starting one if needed.
  public init(
    manifest: ModuleManifest, connect: @escaping @Sendable () -> Result<any PluginChannel, ModuleFailure>
  ) {
    self.manifest = manifest
    self.connect = connect
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    var params: JSONObject = [:]
    switch input {
    case .none: break
    case .json(let json): params.append("input", json)
    case .typed(let value as any EncodableModuleInput): params.append("input", value.json)
    case .typed:
      throw InputError("\(manifest.name) is a plugin and takes JSON input; this input has no JSON form")
    }
    let id = PluginScreenID("s\(screenIDs.add(1, ordering: .relaxed).newValue)")
    params.append("screen", .string(id.rawValue))
    let channel: any PluginChannel
    switch connect() {
    case .success(let running): channel = running
    case .failure(let failure): return FailedScreen(failure: failure)
    }
    switch channel.call(PluginProtocol.Method.open, .object(params)) {
    case .success(let json):
      do {
        let reply = try ScreenReply(json: json)
        guard reply.view != nil else { throw PluginMessageError("screen/open must answer with a view") }
        return PluginScreen(
          id: id, module: manifest.name, channel: channel, opened: reply, snapshots: manifest.snapshots)
      } catch {
        let failure = ModuleFailure(
          module: manifest.name, kind: .protocolError,
          message: PluginText.problem(error))
        channel.fail(failure)
        return FailedScreen(failure: failure)
      }
    case .failure(.rejected(let refusal)): throw refusal.inputError
    case .failure(.failed(let failure)): return FailedScreen(failure: failure)
    }
  }
}

/// A screen that could not be opened because its plugin failed: the host
/// sees the failure before it shows the screen.
final class FailedScreen: Screen {
  let failure: ModuleFailure?
  init(failure: ModuleFailure) { self.failure = failure }
  var view: ViewNode { .screen(title: "", children: []) }
  func start() -> Reaction { .none }
  func resume() -> Reaction { .none }
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction { .none }
  func receive(_ result: EffectResult) -> Reaction { .none }
}
