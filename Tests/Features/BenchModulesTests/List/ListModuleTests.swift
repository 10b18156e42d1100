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

  @Test func refusesRowsItDoesNotHaveAndUnknownActions() throws {
    let screen = try ScreenTester(ListModule(), input: .json(["rows": 2]))
    #expect(throws: ActionError.invalidValue("touch", "no such row")) { try screen.send("touch", "2") }
    #expect(throws: ActionError.unknownAction("tap")) { try screen.send("tap", "0") }
  }

  @Test func needsARowCount() {
    #expect(throws: InputError.self) { try ListModule().makeScreen(input: .none) }
  }
}
