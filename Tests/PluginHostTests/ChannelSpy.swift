import JSONValue
import PluginWire
import Synchronization
import ViperKit

@testable import PluginHost

/// A plugin channel with scripted answers that records, in order, what the
/// host asked of it. Like the real channels, a call answered with `.failed`
/// leaves the channel failed, and `fail` ends every waiting effect.
final class ChannelSpy: PluginChannel {
  /// One thing the host did to the channel.
  enum Call: Equatable {
    case call(method: String, params: JSONValue)
    case notify(method: String, params: JSONValue)
    case fail(ModuleFailure)
  }

  private struct State {
    var log: [Call] = []
    var answers: [Result<JSONValue, PluginCallError>] = []
    var failure: ModuleFailure?
  }

  private let state = Mutex(State())
  let updates = PluginUpdates()
  let effectTimeout: Duration

  init(effectTimeout: Duration = .seconds(60), answers: [Result<JSONValue, PluginCallError>] = []) {
    self.effectTimeout = effectTimeout
    state.withLock { $0.answers = answers }
  }

  /// Everything the host did, oldest first.
  var log: [Call] { state.withLock { $0.log } }

  /// Queues the answer to the next call.
  func answer(_ result: Result<JSONValue, PluginCallError>) {
    state.withLock { $0.answers.append(result) }
  }

  /// Queues a successful answer to the next call.
  func answer(_ json: JSONValue) { answer(.success(json)) }

  func call(_ method: String, _ params: JSONValue) -> Result<JSONValue, PluginCallError> {
    let result: Result<JSONValue, PluginCallError> = state.withLock { state in
      state.log.append(.call(method: method, params: params))
      if let failure = state.failure { return .failure(.failed(failure)) }
      guard !state.answers.isEmpty else {
        return .failure(.failed(Self.unscripted(method)))
      }
      return state.answers.removeFirst()
    }
    if case .failure(.failed(let failure)) = result { markFailed(failure) }
    return result
  }

  func notify(_ method: String, _ params: JSONValue) {
    state.withLock { $0.log.append(.notify(method: method, params: params)) }
  }

  var failure: ModuleFailure? { state.withLock { $0.failure } }

  func fail(_ failure: ModuleFailure) {
    state.withLock { $0.log.append(.fail(failure)) }
    markFailed(failure)
  }

  private func markFailed(_ failure: ModuleFailure) {
    let first = state.withLock { state in
      guard state.failure == nil else { return false }
      state.failure = failure
      return true
    }
    if first { updates.fail(failure) }
  }

  private static func unscripted(_ method: String) -> ModuleFailure {
    ModuleFailure(module: "spy", kind: .crashed, message: "the test scripted no answer to \(method)")
  }
}

/// Samples the tests share.
enum Sample {
  static let failure = ModuleFailure(module: "quiz", kind: .crashed, message: "the plugin exited with status 3")

  static func view(_ title: String, _ children: [ViewNode] = []) -> ViewNode {
    .screen(title: title, children: children)
  }

  /// A plugin's refusal as a call's outcome.
  static func refused(_ kind: String, reason: String) -> Result<JSONValue, PluginCallError> {
    .failure(.rejected(PluginRefusal(kind: kind, message: "Refused: \(reason)", reason: reason)))
  }

  static let manifest = ModuleManifest(
    name: "quiz", title: "Quiz", version: "1.0.0", listedOnHome: true, origin: .process)
}

/// Waits (without a clock) until `condition` holds; a test's time limit ends a wait that never does.
func eventually(_ condition: () -> Bool) async {
  while !condition() { await Task.yield() }
}

extension PluginMessageCodec.Incoming {
  /// The answer to a request, if this is one.
  var answer: (id: Int64, result: Result<JSONValue, PluginCallError>)? {
    if case .response(let id, let result) = self { (id, result) } else { nil }
  }

  /// The `screen/update`, if this is one.
  var update: (screen: PluginScreenID, params: JSONValue)? {
    if case .update(let screen, let params) = self { (screen, params) } else { nil }
  }
}

extension Result<JSONValue, PluginCallError> {
  /// The plugin's refusal, if the call was refused.
  var refusal: PluginRefusal? {
    if case .failure(.rejected(let refusal)) = self { refusal } else { nil }
  }
}

extension Result {
  /// The error, if this is a failure.
  var error: Failure? {
    if case .failure(let error) = self { error } else { nil }
  }
}
