import Testing
import ViperKit
import ViperTesting

@testable import BenchModules

/// The assembled screen, driven by wire names, as `make bench` drives it.
@Suite("List screen")
struct ListModuleTests {
  func row(_ index: Int, _ count: Int) -> ListItem {
    ListItem(key: String(index), title: "Row \(index)", subtitle: "touched \(count) times")
  }

  @Test func aTouchChangesThatRowOnly() throws {
    let screen = try ScreenTester(ListModule(), input: .json(["rows": 3]))
    #expect(
      screen.view
        == .screen(title: "Rows", children: [.list(action: "touch", items: [row(0, 0), row(1, 0), row(2, 0)])]))
    try screen.send("touch", "1")
    try screen.send("touch", "1")
    #expect(
      screen.view
        == .screen(title: "Rows", children: [.list(action: "touch", items: [row(0, 0), row(1, 2), row(2, 0)])]))
    #expect(screen.pendingEffects.isEmpty)
    #expect(screen.navigations.isEmpty)
  }

  @Test func withWindowAMillionRowsAreSentAWindowAtATime() throws {
    let screen = try ScreenTester(ListModule(), input: .json(["rows": 1_000_000, "window": true]))
    #expect(screen.view.listItems == (0..<100).map { row($0, 0) })
    #expect(screen.view.listWindow == ListWindow(start: 0, total: 1_000_000, more: true))
    try screen.window("touch", WindowRequest(.from(500_000), count: 20))
    #expect(screen.view.listItems.map(\.key) == (499_950..<500_070).map(String.init))
    #expect(screen.view.listWindow == ListWindow(start: 499_950, total: 1_000_000, more: true, anchor: "500000"))
    try screen.send("touch", "500010")
    #expect(screen.view.listItems[60] == row(500_010, 1))
    try screen.window("touch", WindowRequest(.after("500069"), count: 200))
    #expect(screen.view.listItems.first?.key == "500020")
    #expect(throws: ActionError.unknownAction("touch")) {  // whole: no window to ask rows of
      try ScreenTester(ListModule(), input: .json(["rows": 3])).window("touch", WindowRequest(.from(0), count: 1))
    }
  }

  @Test func refusesRowsItDoesNotHaveAndUnknownActions() throws {
    let screen = try ScreenTester(ListModule(), input: .json(["rows": 2]))
    #expect(throws: ActionError.invalidValue("touch", "no such row")) { try screen.send("touch", "2") }
    #expect(throws: ActionError.unknownAction("tap")) { try screen.send("tap", "0") }
  }

  @Test func needsARowCount() {
    #expect(throws: InputError.self) { try ListModule().makeScreen(input: .none) }
  }
}
