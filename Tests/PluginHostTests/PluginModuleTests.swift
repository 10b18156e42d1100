import JSONValue
import PluginWire
import Testing
import ViperKit

@testable import PluginHost

@Suite("PluginModule: screen/open on the plugin's running instance")
struct PluginModuleTests {
  let spy = ChannelSpy()

  func module(connect: Result<any PluginChannel, ModuleFailure>? = nil) -> PluginModule {
    let spy = spy
    return PluginModule(manifest: Sample.manifest) { connect ?? .success(spy) }
  }

  @Test func openingSendsTheInputAndANewScreenIDAndShowsTheView() throws {
    spy.answer(["view": Sample.view("Quiz", [.text("Question 1")]).json])
    spy.answer(["view": Sample.view("Quiz again").json])
    let module = module()
    let first = try #require(try module.makeScreen(input: .json(["questions": 3])) as? PluginScreen)
    let second = try #require(try module.makeScreen(input: .none) as? PluginScreen)
    #expect(
      spy.log == [
        .call(method: "screen/open", params: ["input": ["questions": 3], "screen": "s1"]),
        .call(method: "screen/open", params: ["screen": "s2"]),
      ])
    #expect(first.id == PluginScreenID("s1"))
    #expect(first.view == Sample.view("Quiz", [.text("Question 1")]))
    #expect(second.id == PluginScreenID("s2"))
    #expect(second.failure == nil)
  }

  @Test func theEffectsOfTheOpeningStartWithTheScreen() throws {
    spy.answer(["view": Sample.view("Loading").json, "effects": 2])
    let screen = try module().makeScreen(input: .none)
    #expect(screen.start().effects.count == 2)
    #expect(screen.start().effects.isEmpty)
  }

  @Test func anOpeningWithoutAViewBreaksThePlugin() throws {
    spy.answer(["effects": 1])
    let screen = try module().makeScreen(input: .none)
    let failure = ModuleFailure(module: "quiz", kind: .protocolError, message: "screen/open must answer with a view")
    #expect(screen.failure == failure)
    #expect(spy.log.last == .fail(failure))
  }

  @Test func aMalformedOpeningBreaksThePluginInWords() throws {
    spy.answer(["view": Sample.view("Quiz").json, "effects": 65])
    let screen = try module().makeScreen(input: .none)
    #expect(screen.failure?.kind == .protocolError)
    #expect(screen.failure?.message == "effects must be an integer from 0 to 64, got 65")
  }

  @Test(arguments: ["invalid_input", "teapot"])
  func aRefusedOpeningIsAnInputErrorWithTheBareReason(kind: String) {
    spy.answer(Sample.refused(kind, reason: "questions must be at least 1"))
    #expect(throws: InputError("questions must be at least 1")) {
      try module().makeScreen(input: .json(["questions": 0]))
    }
    #expect(spy.failure == nil)
  }

  @Test func aPluginThatCannotStartGivesAFailedScreen() throws {
    let failure = ModuleFailure(module: "quiz", kind: .startFailed, message: "no such file")
    let screen = try module(connect: .failure(failure)).makeScreen(input: .none)
    #expect(screen.failure == failure)
    #expect(spy.log.isEmpty)
  }

  @Test func aPluginThatFailsOnOpeningGivesAFailedScreen() throws {
    spy.answer(.failure(.failed(Sample.failure)))
    let screen = try module().makeScreen(input: .none)
    #expect(screen.failure == Sample.failure)
  }

  @Test func aTypedInputWithoutJSONFormIsRefused() {
    struct Opaque: ModuleInput {
      init() {}
      init(json: JSONValue?) throws(InputError) {}
    }
    #expect(throws: InputError("quiz is a plugin and takes JSON input; this input has no JSON form")) {
      try module().makeScreen(input: .typed(Opaque()))
    }
    #expect(spy.log.isEmpty)
  }

  @Test func aTypedInputWithAJSONFormIsSentAsJSON() throws {
    struct Question: EncodableModuleInput {
      init() {}
      init(json: JSONValue?) throws(InputError) {}
      var json: JSONValue { ["question": 2] }
    }
    spy.answer(["view": Sample.view("Quiz").json])
    _ = try module().makeScreen(input: .typed(Question()))
    #expect(spy.log == [.call(method: "screen/open", params: ["input": ["question": 2], "screen": "s1"])])
  }
}
