import JSONValue
import Testing
import ViperKit

@testable import PluginHost

@Suite("Handshake: plugin/initialize and the checks of its answer")
struct HandshakeTests {
  let manifest: JSONValue = ["name": "quiz", "title": "Quiz", "version": "1.0.0"]

  func run(answer: Result<JSONValue, PluginCallError>) -> (ChannelSpy, Result<ModuleManifest, PluginProblem>) {
    let spy = ChannelSpy(answers: [answer])
    return (spy, Handshake.run(on: spy, origin: .process, hostVersion: "9.8.7"))
  }

  /// The words of the handshake's refusal.
  func problem(answer: Result<JSONValue, PluginCallError>) -> String? {
    if case .failure(let problem) = run(answer: answer).1 { problem.description } else { nil }
  }

  @Test func theHostSendsItsProtocolVersionAndNameAndReadsTheManifest() throws {
    let (spy, result) = run(answer: .success(["protocolVersion": "1", "manifest": manifest]))
    #expect(
      spy.log == [
        .call(
          method: "plugin/initialize",
          params: ["protocolVersion": "1", "host": ["name": "viper-host", "version": "9.8.7"]])
      ])
    let read = try result.get()
    #expect(read.name == "quiz")
    #expect(read.title == "Quiz")
    #expect(read.version == "1.0.0")
    #expect(read.listedOnHome)
    #expect(read.origin == .process)
  }

  @Test(arguments: [
    (JSONValue.string("2"), #"speaks module protocol "2"; this host speaks "1""#),
    (.int(1), #"speaks module protocol 1; this host speaks "1""#),
    (.null, #"speaks module protocol null; this host speaks "1""#),
  ])
  func anotherProtocolVersionIsRefused(version: JSONValue, words: String) {
    #expect(problem(answer: .success(["protocolVersion": version, "manifest": manifest])) == words)
  }

  @Test func aMissingVersionIsRefusedLikeAWrongOne() {
    #expect(problem(answer: .success(["manifest": manifest])) == #"speaks module protocol null; this host speaks "1""#)
  }

  @Test func anAnswerWithoutManifestIsRefused() {
    #expect(problem(answer: .success(["protocolVersion": "1"])) == "plugin/initialize answered without a manifest")
  }

  @Test(arguments: ["quiz", "Quiz-2", "capitals_quiz", "a", "0-_"])
  func aNameOfASCIILettersDigitsDashAndUnderscoreIsAccepted(name: String) throws {
    let answer: JSONValue = [
      "protocolVersion": "1", "manifest": ["name": .string(name), "title": "T", "version": "1"],
    ]
    #expect(try run(answer: .success(answer)).1.get().name == ModuleName(name))
  }

  @Test(arguments: ["two words", "a/b", "a.b", "café", "quiz!", "tab\there", "ｑｕｉｚ"])
  func aNameWithAnyOtherCharacterIsRefused(name: String) {
    let answer: JSONValue = [
      "protocolVersion": "1", "manifest": ["name": .string(name), "title": "T", "version": "1"],
    ]
    #expect(
      problem(answer: .success(answer))
        == "bad manifest: the module name \"\(name)\" may hold only ASCII letters, digits, - and _")
  }

  static let badManifests: [(JSONValue, String)] = [
    (["title": "T", "version": "1"], "bad manifest: the manifest needs a non-empty string name"),
    (["name": "", "title": "T", "version": "1"], "bad manifest: the manifest needs a non-empty string name"),
    (["name": 7, "title": "T", "version": "1"], "bad manifest: the manifest needs a non-empty string name"),
    (["name": "q", "version": "1"], "bad manifest: the manifest needs a non-empty string title"),
    (["name": "q", "title": "T"], "bad manifest: the manifest needs a non-empty string version"),
    (["name": "q", "title": "T", "version": "1", "home": "yes"], "bad manifest: home must be a boolean, got string"),
    (
      ["name": "q", "title": "T", "version": "1", "input": 3],
      "bad manifest: input must be a JSON Schema object, got number"
    ),
  ]

  @Test(arguments: badManifests)
  func aBadManifestIsRefusedInWords(manifest: JSONValue, words: String) {
    #expect(problem(answer: .success(["protocolVersion": "1", "manifest": manifest])) == words)
  }

  @Test func aRefusalOfTheHandshakeGivesItsReason() {
    let refused = Sample.refused("unsupported", reason: "this plugin needs host 2.0")
    #expect(problem(answer: refused) == "refused plugin/initialize: this plugin needs host 2.0")
  }

  @Test func aFailedPluginGivesItsFailure() {
    #expect(problem(answer: .failure(.failed(Sample.failure))) == "the plugin exited with status 3")
  }

  @Test func aNameABuiltInModuleHasIsRefused() {
    var names = TakenModuleNames(["home", "jobs"])
    #expect(names.claim("home").problem == "its module name home is already taken")
    #expect(names.claim("jobs").problem == "its module name jobs is already taken")
  }

  @Test func aNameAnEarlierPluginTookIsRefused() {
    var names = TakenModuleNames(["home"])
    #expect(names.claim("quiz").problem == nil)
    #expect(names.claim("quiz").problem == "its module name quiz is already taken")
    #expect(names.claim("capitals").problem == nil)
    #expect(names.names == ["home", "quiz", "capitals"])
  }
}

extension Result<Void, PluginProblem> {
  var problem: String? {
    if case .failure(let problem) = self { problem.description } else { nil }
  }
}
