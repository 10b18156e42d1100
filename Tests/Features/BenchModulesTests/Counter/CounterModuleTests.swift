import Testing
import ViperKit
import ViperTesting

@testable import BenchModules

/// The assembled screen, driven by wire names, as `make bench` drives it.
@Suite("Counter screen")
struct CounterModuleTests {
  func view(_ count: Int) -> ViewNode {
    .screen(title: "Counter", children: [.text("count: \(count)"), .button(action: "increment", title: "+1")])
  }

  @Test func everyIncrementChangesTheView() throws {
    let screen = try ScreenTester(CounterModule())
    #expect(screen.view == view(0))
    try screen.send("increment")
    try screen.send("increment")
    #expect(screen.view == view(2))
    #expect(screen.pendingEffects.isEmpty)
    #expect(screen.navigations.isEmpty)
  }

  @Test func refusesUnknownActionsAndAnyInput() throws {
    let screen = try ScreenTester(CounterModule())
    #expect(throws: ActionError.unknownAction("reset")) { try screen.send("reset") }
    #expect(screen.view == view(0))
    #expect(throws: InputError.self) { try CounterModule().makeScreen(input: .json([1])) }
    // Unknown members are ignored (the one rule for inputs).
    #expect(throws: Never.self) { try CounterModule().makeScreen(input: .json(["rows": 1])) }
  }
}
