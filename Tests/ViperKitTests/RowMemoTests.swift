import Testing
import ViperKit

@Suite("Row memo")
struct RowMemoTests {
  @Test func onlyNewAndChangedRowsAreRendered() {
    let memo = RowMemo<Int>()
    var rendered: [Int] = []
    func render(_ rows: [Int]) -> ListRows {
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

  @Test func aChangedRowSharesEveryOtherChunkWithTheRenderBefore() {
    let memo = RowMemo<Int>()
    let render = { (rows: [Int]) in memo.items(for: rows) { ListItem(key: String($0), title: "\($1)") } }
    var rows = Array(repeating: 0, count: 5_000)
    let before = render(rows)
    rows[4_321] = 1
    let after = render(rows)
    #expect(after.changedIndices(from: before) == [4_321])
    #expect(after[4_321].title == "1" && before[4_321].title == "0")
  }
}
