import Testing
import ViperKit

@Suite("Persistent vector (list rows)")
struct PersistentVectorTests {
  func items(_ count: Int, tag: String = "") -> [ListItem] {
    (0..<count).map { ListItem(key: String($0), title: "row \($0)\(tag)") }
  }

  /// Sizes around every chunk boundary, and three levels deep.
  static let sizes = [0, 1, 31, 32, 33, 1_023, 1_024, 1_025, 40_000]

  @Test(arguments: sizes)
  func readsBackWhatItWasBuiltFrom(count: Int) {
    let array = items(count)
    let rows = ListRows(array)
    #expect(rows.count == count)
    #expect(Array(rows) == array)
    #expect(rows.indices.map { rows[$0] } == array)
    #expect(rows == ListRows(array))
  }

  @Test(arguments: sizes.filter { $0 > 0 })
  func replacingLeavesTheOriginalAndReportsOnlyChangedRows(count: Int) {
    var generator = SeededRandomNumberGenerator(seed: UInt64(count))
    let original = ListRows(items(count))
    var model = items(count)
    var rows = original
    var touched = Set<Int>()
    for _ in 0..<min(count, 50) {
      let index = Int.random(in: 0..<count, using: &generator)
      let item = ListItem(key: String(index), title: "changed \(index)")
      model[index] = item
      rows = rows.replacing(index, with: item)
      touched.insert(index)
    }
    #expect(Array(rows) == model)
    #expect(Array(original) == items(count))
    #expect(rows.changedIndices(from: original) == touched.sorted())
    #expect(rows != original)
    #expect(rows == ListRows(model))
    #expect(rows.hashValue == ListRows(model).hashValue)
  }

  @Test func aRowReplacedByAnEqualOneIsNoChange() {
    let original = ListRows(items(100))
    let same = original.replacing(42, with: ListItem(key: "42", title: "row 42"))
    #expect(same == original)
    #expect(same.changedIndices(from: original) == [])
  }

  @Test func listsOfDifferentLengthsHaveNoIndexwiseChanges() {
    let short = ListRows(items(10))
    #expect(ListRows(items(11)).changedIndices(from: short) == nil)
    #expect(ListRows(items(11)) != short)
    #expect(ListRows(items(10, tag: "!")).changedIndices(from: short) == Array(0..<10))
  }

  @Test func buildsFromAnArrayLiteral() {
    let rows: ListRows = [ListItem(key: "a", title: "A"), ListItem(key: "b", title: "B")]
    #expect(rows.map(\.key) == ["a", "b"])
    #expect(ListRows().isEmpty)
  }

  @Test func assigningThroughTheSubscriptCopiesOnlyThatVersion() {
    let original = PersistentVector(0..<1_000)
    var copy = original
    copy[999] += 1
    copy[0] = -1
    #expect(Array(original) == Array(0..<1_000))
    #expect(copy.changedIndices(from: original) == [0, 999])
    #expect(copy[999] == 1_000 && copy[0] == -1 && copy[500] == 500)
  }
}
