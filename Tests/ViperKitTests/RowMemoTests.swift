import Testing
import ViperKit

@Suite("Row memo")
struct RowMemoTests {
  @Test func onlyNewAndChangedRowsAreRendered() {
    let memo = RowMemo<Int>()
    var rendered: [Int] = []
    func render(_ rows: [Int]) -> [ListItem] {
      memo.items(for: rows) { index, row in
        rendered.append(index)
        return ListItem(key: String(index), title: "\(row)")
      }
    }
    #expect(render([1, 2, 3]).map(\.title) == ["1", "2", "3"])
    #expect(rendered == [0, 1, 2])
    rendered = []
    #expect(render([1, 5, 3]).map(\.title) == ["1", "5", "3"])
    #expect(rendered == [1])
    rendered = []
    #expect(render([1, 5, 3]).map(\.title) == ["1", "5", "3"])
    #expect(rendered.isEmpty)
    #expect(render([7]).map(\.title) == ["7"])
    #expect(rendered == [0])
  }
}
