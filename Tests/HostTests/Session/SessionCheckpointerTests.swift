import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

/// The checkpointer alone: it saves only what changed since the last save.
@Suite("SessionCheckpointer")
struct SessionCheckpointerTests {
  func view(_ id: String, count: Int = 0) -> OpenView {
    OpenView(
      id: ViewID(rawValue: id), module: "counter", screen: CounterScreen(count: count), presentation: .pushed,
      input: nil)
  }

  @Test func savesNewViewsThenOnlyTheChangedOnes() {
    let store = MemorySessionStore()
    let checkpointer = SessionCheckpointer(store: store, logger: Logger(label: "test"))
    let root = view("v1")
    let top = view("v2", count: 3)
    checkpointer.checkpoint([root, top])
    #expect(store.saves == 1)
    #expect(store.views.map(\.snapshot) == [["count": 0], ["count": 3]])
    checkpointer.checkpoint([root, top])
    #expect(store.saves == 1, "nothing changed: nothing saved")
    (top.screen as! CounterScreen).count = 4
    checkpointer.view(top, took: .action("inc", nil), rev: 2)
    checkpointer.checkpoint([root, top])
    #expect(store.saves == 2)
    #expect(store.views.last?.snapshot == ["count": 4])
  }

  @Test func aClosedViewLeavesTheStore() {
    let store = MemorySessionStore()
    let checkpointer = SessionCheckpointer(store: store, logger: Logger(label: "test"))
    let root = view("v1")
    let top = view("v2")
    checkpointer.checkpoint([root, top])
    checkpointer.viewClosed(top)
    checkpointer.checkpoint([root])
    #expect(store.views.count == 1)
  }
}
