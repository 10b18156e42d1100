import Testing

@testable import Scaffold

/// A template that borrows a screen under a name of its own (`include` with
/// `placeholders`), and a screen added to a feature (`part`): the screen's
/// placeholders become the part's forms, the feature's stay the feature's.
@Suite("Scaffold parts")
struct ScaffoldPartTests {
  func disk(extra: [String: String] = [:]) -> InMemoryFileSystem {
    InMemoryFileSystem(
      [
        "/t/feature/scaffold.json": """
        {"summary": "a feature",
         "include": [{"template": "screen", "from": "Sources", "to": "Sources",
                      "placeholders": {"MyPart": "MyScreenAdd", "my-part": "my-screen-add", "My part": "New item"}}],
         "next": []}
        """,
        "/t/feature/files/Sources/MyScreen/MyScreenFeature.swift": "[MyScreenAddModule()]",
        "/t/screen/scaffold.json": """
        {"summary": "a screen",
         "insert": [{"file": "Sources/MyScreen/MyScreenFeature.swift", "above": "// here", "text": "MyPartModule(),"}],
         "next": ["replay my-part-first-steps.txt"]}
        """,
        "/t/screen/files/Sources/MyScreen/MyPart/MyPartModule.swift": "\"my-part\" \"My part\" MyScreenEffect",
        "/repo/Sources/WeatherLog/WeatherLogFeature.swift": "[\n// here\n]\n",
      ].merging(extra) { $1 }, folders: ["/", "/t", "/repo"])
  }

  func request(kind: String, part: String? = nil, taken: Set<String> = [], root: String = "/repo") throws
    -> ScaffoldRequest
  {
    ScaffoldRequest(
      templates: "/t", kind: kind, name: try #require(NameForms("weather-log")), root: root, rootMustBeNew: false,
      takenModuleNames: taken, reservedTypeNames: nil, displayDirectory: ".", part: part.flatMap(NameForms.init))
  }

  func texts(_ plan: ScaffoldPlan) -> [String: String] {
    Dictionary(uniqueKeysWithValues: plan.files.map { ($0.path, String(decoding: $0.contents, as: UTF8.self)) })
  }

  @Test func anIncludedScreenTakesTheNamesTheManifestGivesIt() throws {
    let plan = try ScaffoldPlan.make(try request(kind: "feature", root: "/new"), on: disk())
    #expect(
      texts(plan) == [
        "Sources/WeatherLog/WeatherLogFeature.swift": "[WeatherLogAddModule()]",
        "Sources/WeatherLog/WeatherLogAdd/WeatherLogAddModule.swift":
          "\"weather-log-add\" \"New item\" WeatherLogEffect",
      ])
  }

  @Test func anAddedScreenIsNamedAfterItsPartAndRegisteredInItsFeature() throws {
    let plan = try ScaffoldPlan.make(try request(kind: "screen", part: "archive"), on: disk())
    #expect(
      texts(plan) == ["Sources/WeatherLog/Archive/ArchiveModule.swift": "\"archive\" \"Archive\" WeatherLogEffect"])
    #expect(plan.edits.map(\.path) == ["Sources/WeatherLog/WeatherLogFeature.swift"])
    #expect(plan.edits.map { String(decoding: $0.contents, as: UTF8.self) } == ["[\nArchiveModule(),\n// here\n]\n"])
    #expect(plan.next == ["replay archive-first-steps.txt"])
  }

  @Test func theNewScreensNameMustBeFreeNotTheFeatures() throws {
    _ = try ScaffoldPlan.make(try request(kind: "screen", part: "archive", taken: ["weather-log"]), on: disk())
    #expect(throws: ScaffoldError("the module name \"archive\" is taken: the host already has a module of that name")) {
      try ScaffoldPlan.make(try request(kind: "screen", part: "archive", taken: ["archive"]), on: disk())
    }
  }

  @Test func aScreenThatExistsOrAFeatureWithoutTheMarkerWritesNothing() throws {
    let existing = disk(extra: ["/repo/Sources/WeatherLog/Archive/ArchiveModule.swift": "mine"])
    #expect(throws: ScaffoldError.self) {
      try ScaffoldPlan.make(try request(kind: "screen", part: "archive"), on: existing)
    }
    let handEdited = disk(extra: ["/repo/Sources/WeatherLog/WeatherLogFeature.swift": "[]\n"])
    #expect(throws: ScaffoldError.self) {
      try ScaffoldPlan.make(try request(kind: "screen", part: "archive"), on: handEdited)
    }
    #expect(handEdited.calls.isEmpty && existing.calls.isEmpty)
  }
}
