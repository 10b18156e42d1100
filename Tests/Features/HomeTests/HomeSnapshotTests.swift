import JSONValue
import Testing
import ViperKit
import ViperTesting

@testable import Home

@Suite("Home snapshots")
struct HomeSnapshotTests {
  let module = HomeModule(catalog: [
    ModuleManifest(name: "roulette", title: "People Roulette", version: "1", listedOnHome: true),
    ModuleManifest(name: "jobs", title: "Job Board", version: "1", listedOnHome: true),
  ])

  @Test func homeKeepsNoStateOfItsOwnAndIssuesNothing() throws {
    let screen = try ScreenTester(module)
    try screen.send("open", "jobs")
    let snapshot = try screen.expectSnapshotRoundTrip(through: module)
    #expect(snapshot == .object(JSONObject()))
    #expect(try ScreenTester(module, restoring: snapshot).pendingEffects.isEmpty)
  }

  /// A restored home lists the modules there are now: its catalog is not in its snapshot.
  @Test func aRestoredHomeListsTheCatalogOfNow() throws {
    let now = HomeModule(catalog: [
      ModuleManifest(name: "jobs", title: "Job Board", version: "1", listedOnHome: true),
      ModuleManifest(name: "quiz", title: "Quiz", version: "1", listedOnHome: true),
    ])
    let saved = try #require(try module.makeScreen(input: .none).captureState()?.snapshot)
    let restored = try now.makeScreen(input: .none)
    try restored.restore(snapshot: saved)
    #expect(restored.view == (try now.makeScreen(input: .none)).view)
  }

  @Test func aSnapshotThatIsNotAnObjectIsRefused() throws {
    let screen = try module.makeScreen(input: .none)
    #expect(throws: SnapshotError("home's snapshot is an object, not array")) {
      try screen.restore(snapshot: [1])
    }
  }
}
