import JSONValue
import Testing
import ViperKit
import Wire

@testable import Host

/// Making a whole stack's screens: all or none.
@Suite("ScreenBatch")
struct ScreenBatchTests {
  let registry = ModuleRegistry([CounterModule()])

  @Test func makesEveryEntryRestoringThoseWithASnapshot() throws {
    let batch = try ScreenBatch.make(
      [StackEntry(module: "counter"), StackEntry(module: "counter")], snapshots: [nil, ["count": 7]],
      registry: registry)
    #expect(batch.restored == [false, true])
    #expect((batch.screens[1].screen as! CounterScreen).count == 7)
  }

  @Test func theFirstFailureNamesItsEntry() {
    #expect(throws: RPCError.moduleNotFound("missing").at(index: 1)) {
      try ScreenBatch.make([StackEntry(module: "counter"), StackEntry(module: "missing")], registry: registry)
    }
  }

  @Test func aSnapshotThatDoesNotFitFailsTheBatch() {
    #expect(throws: RPCError.self) {
      try ScreenBatch.make([StackEntry(module: "counter")], snapshots: [["nope": 1]], registry: registry)
    }
  }
}
