import JSONValue
import Testing
import ViperKit
import Wire

@testable import Host

/// Making a whole stack's screens: all or none, but a snapshot that no longer fits, whose screen is made fresh.
@Suite("ScreenBatch")
struct ScreenBatchTests {
  let registry = ModuleRegistry([CounterModule()])

  @Test func makesEveryEntryRestoringThoseWithASnapshot() throws {
    let batch = try ScreenBatch.make(
      [StackEntry(module: "counter"), StackEntry(module: "counter")], snapshots: [nil, .state(["count": 7])],
      registry: registry)
    #expect(batch.restored == [false, true])
    #expect((batch.screens[1].screen as! CounterScreen).count == 7)
  }

  @Test func theFirstFailureNamesItsEntry() {
    #expect(throws: RPCError.moduleNotFound("missing").at(index: 1)) {
      try ScreenBatch.make([StackEntry(module: "counter"), StackEntry(module: "missing")], registry: registry)
    }
  }

  @Test func aSnapshotThatDoesNotFitMakesThatScreenFreshAndKeepsTheOthers() throws {
    let batch = try ScreenBatch.make(
      [StackEntry(module: "counter"), StackEntry(module: "counter")],
      snapshots: [.state(["count": 3]), .state(["nope": 1])],
      registry: registry)
    #expect(batch.restored == [true, false])
    #expect(batch.fresh.map(\.index) == [1])
    #expect((batch.screens[0].screen as! CounterScreen).count == 3)
    #expect((batch.screens[1].screen as! CounterScreen).count == 0)
  }

  @Test func aSnapshotThatIsNotJSONMakesThatScreenFreshWithTheReason() throws {
    let batch = try ScreenBatch.make(
      [StackEntry(module: "counter"), StackEntry(module: "counter")],
      snapshots: [.unreadable(reason: "the saved snapshot is not JSON"), .state(["count": 2])], registry: registry)
    #expect(batch.restored == [false, true])
    #expect(batch.fresh.map(\.index) == [0] && batch.fresh.map(\.reason) == ["the saved snapshot is not JSON"])
    #expect((batch.screens[1].screen as! CounterScreen).count == 2)
  }
}
