import Testing
import ViperKit

@testable import BenchModules

@Suite("Counter view adapter")
struct CounterViewAdapterTests {
  let adapter = CounterViewAdapter()
  let model = CounterViewModel(title: "T", countText: "c", incrementTitle: "b")

  @Test func rendersTheCountAndTheButton() {
    #expect(
      adapter.render(model) == .screen(title: "T", children: [.text("c"), .button(action: "increment", title: "b")]))
  }

  @Test func incrementIsATapAndNothingElseIsTaken() throws {
    #expect(try adapter.intent(for: "increment", value: nil, in: model) == .incrementTapped)
    #expect(throws: ActionError.unknownAction("decrement")) {
      try adapter.intent(for: "decrement", value: nil, in: model)
    }
  }
}
