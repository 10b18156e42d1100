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

  /// A model row that counts how often it is compared.
  struct CountedRow: Equatable, Sendable {
    final class Counter: @unchecked Sendable { var comparisons = 0 }
    var value: Int
    let counter: Counter
    static func == (lhs: CountedRow, rhs: CountedRow) -> Bool {
      lhs.counter.comparisons += 1
      return lhs.value == rhs.value
    }
  }

  @Test func aPersistentModelIsComparedOnlyWhereItChanged() {
    let counter = CountedRow.Counter()
    let memo = RowMemo<CountedRow>()
    var rendered: [Int] = []
    let render = { (rows: PersistentVector<CountedRow>) in
      memo.items(for: rows) { index, row in
        rendered.append(index)
        return ListItem(key: String(index), title: "\(row.value)")
      }
    }
    var rows = PersistentVector((0..<10_000).map { CountedRow(value: $0, counter: counter) })
    _ = render(rows)
    rendered = []
    counter.comparisons = 0
    rows[7_777].value = -1
    let items = render(rows)
    #expect(rendered == [7_777])
    #expect(items[7_777].title == "-1")
    // One leaf of 32 rows is compared, not 10,000.
    #expect(counter.comparisons <= 32)
  }
}
