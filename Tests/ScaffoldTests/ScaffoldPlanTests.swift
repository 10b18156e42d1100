import Testing

@testable import Scaffold

/// Plans made from templates in memory: what they would write, and every refusal.
@Suite("Scaffold plan")
struct ScaffoldPlanTests {
  static let manifest = """
    {"summary": "a module",
     "include": [{"template": "shared", "from": "Lib/MyScreen", "to": "Sources/MyScreen"}],
     "insert": [{"file": "List.swift", "above": "  // add above", "text": "  MyScreenFeature.modules(),"},
                {"file": "List.swift", "import": "MyScreen"}],
     "next": ["cd {{dir}}", "swift test --filter MyScreenTests", "run my-screen"]}
    """

  func disk(extra: [String: String] = [:]) -> InMemoryFileSystem {
    InMemoryFileSystem(
      [
        "/t/kind/scaffold.json": Self.manifest,
        "/t/kind/files/Tests/MyScreenTests/MyScreenTests.swift": "@testable import MyScreen // My screen",
        "/t/shared/files/Lib/MyScreen/MyScreenModule.swift": "let key = \"my-screen\"",
        "/t/shared/files/Lib/Other/Ignored.swift": "",
        "/repo/List.swift": "import ViperKit\n\nlet all = [\n  // add above\n]\n",
      ].merging(extra) { $1 }, folders: ["/", "/t", "/repo"])
  }

  func request(_ name: String = "weather-log", root: String = "/repo", new: Bool = false) throws -> ScaffoldRequest {
    ScaffoldRequest(
      templates: "/t", kind: "kind", name: try #require(NameForms(name)), root: root, rootMustBeNew: new,
      takenModuleNames: ["home"], reservedTypeNames: ["Foundation"], displayDirectory: "wl")
  }

  @Test func filesIncludesEditsAndNextCommands() throws {
    let plan = try ScaffoldPlan.make(try request(), on: disk())
    #expect(
      plan.files.map(\.path) == [
        "Tests/WeatherLogTests/WeatherLogTests.swift", "Sources/WeatherLog/WeatherLogModule.swift",
      ])
    #expect(
      plan.files.map { String(decoding: $0.contents, as: UTF8.self) } == [
        "@testable import WeatherLog // Weather log", "let key = \"weather-log\"",
      ])
    #expect(plan.edits.map(\.path) == ["List.swift"])
    #expect(
      plan.edits.map { String(decoding: $0.contents, as: UTF8.self) } == [
        "import ViperKit\nimport WeatherLog\n\nlet all = [\n  WeatherLogFeature.modules(),\n  // add above\n]\n"
      ])
    #expect(plan.next == ["cd wl", "swift test --filter WeatherLogTests", "run weather-log"])
  }

  @Test func aTakenModuleNameIsRefused() throws {
    #expect(throws: ScaffoldError("the module name \"home\" is taken: the host already has a module of that name")) {
      try ScaffoldPlan.make(try request("home"), on: disk())
    }
  }

  @Test("a name whose target or test target a package or the toolchain has is refused", arguments: ["foundation", "x"])
  func reservedSwiftModuleNames(name: String) throws {
    var clashing = try request(name)
    clashing.reservedTypeNames = ["Foundation", "XTests"]
    #expect(throws: ScaffoldError.self) { try ScaffoldPlan.make(clashing, on: disk()) }
  }

  @Test func anExistingFileIsRefused() throws {
    let existing = disk(extra: ["/repo/Sources/WeatherLog/WeatherLogModule.swift": "mine"])
    #expect(
      throws: ScaffoldError(
        "/repo/Sources/WeatherLog/WeatherLogModule.swift already exists: the generator never writes over anything")
    ) { try ScaffoldPlan.make(try request(), on: existing) }
  }

  @Test func aNewRootThatExistsIsRefused() throws {
    #expect(throws: ScaffoldError("/repo already exists: the generator never writes over anything")) {
      try ScaffoldPlan.make(try request(new: true), on: disk())
    }
  }

  @Test func aFileEditedByHandSoItLacksTheMarkerIsRefused() throws {
    let edited = disk(extra: ["/repo/List.swift": "import ViperKit\nlet all = []\n"])
    #expect(throws: ScaffoldError.self) { try ScaffoldPlan.make(try request(), on: edited) }
  }

  @Test func aMissingTemplateOrABadManifestIsRefused() throws {
    var missing = try request()
    missing.kind = "nothing"
    #expect(throws: ScaffoldError("no template at /t/nothing (no scaffold.json)")) {
      try ScaffoldPlan.make(missing, on: disk())
    }
    #expect(throws: ScaffoldError.self) {
      try ScaffoldPlan.make(try request(), on: disk(extra: ["/t/kind/scaffold.json": "{\"summary\": 1}"]))
    }
  }

  @Test func makingAPlanWritesNothing() throws {
    let disk = disk()
    _ = try ScaffoldPlan.make(try request(), on: disk)
    #expect(disk.calls.isEmpty)
  }
}
