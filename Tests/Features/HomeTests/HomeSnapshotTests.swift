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

  @Test func homeSurvivesASnapshotAndIssuesNothing() throws {
    let screen = try ScreenTester(module)
    try screen.send("open", "jobs")
    let snapshot = try screen.expectSnapshotRoundTrip(through: module)
    #expect(snapshot["entries"]?.arrayValue?.first == ["module": "roulette", "title": "People Roulette"])
    #expect(try ScreenTester(module, restoring: snapshot).pendingEffects.isEmpty)
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let screen = try module.makeScreen(input: .none)
    #expect(throws: SnapshotError("the snapshot does not decode: \"entries[0].module\" must be a string, not number")) {
      try screen.restore(snapshot: ["entries": [["module": 1, "title": "x"]]])
    }
  }
}
