import JSONValue
import PluginWire
import Testing
import ViperKit
import ViperPluginSDK
import Wire

@testable import PluginHost

/// A module whose screen refuses every action with the error it was given,
/// and every input with `inputError`.
struct RefusingModule: ScreenModule {
  let manifest = ModuleManifest(name: "refusing", title: "Refusing", version: "1", listedOnHome: false)
  let actionError: ActionError
  var inputError: InputError?

  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    if let inputError { throw inputError }
    return RefusingScreen(error: actionError)
  }
}

final class RefusingScreen: Screen {
  let error: ActionError
  init(error: ActionError) { self.error = error }
  var view: ViewNode { .screen(title: "Refusing", children: []) }
  func start() -> Reaction { .none }
  func resume() -> Reaction { .none }
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction { throw error }
  func receive(_ result: EffectResult) -> Reaction { .none }
}

@Suite("PluginRefusal: a screen's refusal across the plugin boundary, both ways")
struct PluginRefusalTests {
  static let actionErrors: [ActionError] = [
    .unknownAction("answer"),
    .invalidValue("answer", "expected a city"),
    .unavailable("answer", "the quiz is over"),
  ]

  /// The plugin SDK's answer to a request, as the host's codec reads it.
  func hostReads(_ outcome: Result<JSONValue, RPCError>) throws -> Result<JSONValue, PluginCallError> {
    let message: JSONValue =
      switch outcome {
      case .success(let result): RPCOutgoing.result(id: .number(9), result)
      case .failure(let error): RPCOutgoing.error(id: .number(9), error)
      }
    let answer = try #require(try PluginMessageCodec.decode(JSONParser().parse(JSONSerializer.bytes(message))).answer)
    #expect(answer.id == 9)
    return answer.result
  }

  @Test(arguments: actionErrors)
  func anActionErrorComesBackAsItself(error: ActionError) throws {
    let runtime = PluginRuntime(module: RefusingModule(actionError: error)) { _ in }
    _ = try runtime.handle("screen/open", params: ["screen": "s1"]).get()
    let outcome = runtime.handle("screen/event", params: ["screen": "s1", "action": "answer"])
    let refusal = try #require(try hostReads(outcome).refusal)
    #expect(refusal.code == -32602)
    #expect(refusal.actionError(for: "answer") == error)
  }

  @Test func anInputErrorComesBackAsItself() throws {
    let input = InputError("questions must be at least 1")
    let runtime = PluginRuntime(module: RefusingModule(actionError: .unknownAction("x"), inputError: input)) { _ in }
    let outcome = runtime.handle("screen/open", params: ["screen": "s1", "input": ["questions": 0]])
    let refusal = try #require(try hostReads(outcome).refusal)
    #expect(refusal.kind == "invalid_input")
    #expect(refusal.inputError == input)
  }

  @Test(arguments: actionErrors)
  func theTableRoundTripsWithoutTheWire(error: ActionError) {
    #expect(PluginRefusal(error).actionError(for: "answer") == error)
  }

  /// What a plugin built with the SDK writes (PLUGINS.md §1 "Errors").
  @Test(arguments: [
    (
      ActionError.unknownAction("answer"),
      PluginRefusal(kind: "unknown_action", message: #"The screen has no action "answer""#)
    ),
    (
      .invalidValue("answer", "expected a city"),
      PluginRefusal(
        kind: "invalid_value", message: #"Bad value for "answer": expected a city"#, reason: "expected a city")
    ),
    (
      .unavailable("answer", "the quiz is over"),
      PluginRefusal(
        kind: "action_unavailable", message: #""answer" is unavailable: the quiz is over"#,
        reason: "the quiz is over")
    ),
  ])
  func thePluginSideWritesKindAndBareReason(error: ActionError, refusal: PluginRefusal) {
    #expect(PluginRefusal(error) == refusal)
  }

  @Test func anInputRefusalNamesTheModule() {
    #expect(
      PluginRefusal(InputError("questions must be at least 1"), module: "quiz")
        == PluginRefusal(
          kind: "invalid_input", message: "Bad input for quiz: questions must be at least 1",
          reason: "questions must be at least 1"))
  }

  @Test func theSDKPutsTheReasonInData() throws {
    let runtime = PluginRuntime(module: RefusingModule(actionError: .invalidValue("answer", "expected a city"))) { _ in
    }
    _ = try runtime.handle("screen/open", params: ["screen": "s1"]).get()
    let outcome = runtime.handle("screen/event", params: ["screen": "s1", "action": "answer"])
    let error = try #require(outcome.error)
    #expect(
      error.json == [
        "code": -32602, "message": #"Bad value for "answer": expected a city"#,
        "data": ["kind": "invalid_value", "reason": "expected a city"],
      ])
  }

  @Test func theHostWordsItsMessageAroundTheReasonElseTheMessage() {
    let withReason = PluginRefusal(error: ["message": "Long sentence", "data": ["kind": "x", "reason": "short"]])
    #expect(withReason.bareReason == "short")
    let withoutReason = PluginRefusal(error: ["message": "Long sentence", "data": ["kind": "x"]])
    #expect(withoutReason.bareReason == "Long sentence")
    #expect(withoutReason.actionError(for: "go") == .unavailable("go", "Long sentence"))
    #expect(withoutReason.inputError == InputError("Long sentence"))
  }

  @Test func everyKindTheHostTellsApartIsInTheTable() {
    #expect(
      PluginRefusal.kinds.map(\.rawValue).sorted() == [
        "action_unavailable", "invalid_input", "invalid_snapshot", "invalid_value", "unknown_action", "unknown_input",
      ])
  }
}
