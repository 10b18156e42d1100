import Testing
import ViperKit

@testable import BenchModules

@Suite("List view adapter")
struct ListViewAdapterTests {
  func view(_ touches: [Int]) -> ViewNode {
    let items = touches.enumerated().map { index, count in
      ListItem(key: String(index), title: "Row \(index)", subtitle: "touched \(count) times")
    }
    return .screen(title: "Rows", children: [.list(action: "touch", items: ListRows(items))])
  }

  @Test func rendersARowPerCountAndFollowsEveryChange() {
    let adapter = ListViewAdapter()
    #expect(adapter.render(ListViewModel(title: "Rows", touches: [0, 0, 0])) == view([0, 0, 0]))
    // The memo formats the changed row again: the next render still matches.
    #expect(adapter.render(ListViewModel(title: "Rows", touches: [0, 5, 0])) == view([0, 5, 0]))
    #expect(adapter.render(ListViewModel(title: "Rows", touches: [1, 5])) == view([1, 5]))
  }

  @Test func touchWithARowIndexIsThatRowTouched() throws {
    let model = ListViewModel(title: "Rows", touches: [0, 0, 0])
    let adapter = ListViewAdapter()
    #expect(try adapter.intent(for: "touch", value: "2", in: model) == .rowTouched(2))
    #expect(try adapter.intent(for: "touch", value: .int(0), in: model) == .rowTouched(0))
  }

  @Test(arguments: ["3", "-1", "x"])
  func refusesRowsTheListDoesNotHave(key: String) {
    let model = ListViewModel(title: "Rows", touches: [0, 0, 0])
    #expect(throws: ActionError.invalidValue("touch", "no such row")) {
      try ListViewAdapter().intent(for: "touch", value: .string(key), in: model)
    }
  }

  @Test func refusesUnknownActions() {
    let model = ListViewModel(title: "Rows", touches: [0])
    #expect(throws: ActionError.unknownAction("tap")) {
      try ListViewAdapter().intent(for: "tap", value: "0", in: model)
    }
  }
}
