import Testing
import ViperKit

/// The window's rules, against a list of 1,000 numbered rows held in memory
/// (`WindowQuery.page(of:)`, as a database would answer): what each request
/// asks the source, what the window then holds, and where its anchor goes.
@Suite("Row window")
struct RowWindowTests {
  struct Row: WindowRow, Hashable {
    var id: Int
    var rowKey: String { String(id) }
  }

  static let list = (0..<1000).map { Row(id: $0 * 10) }  // keys 0, 10, 20, …

  static func run(_ query: WindowQuery, on list: [Row] = list) -> WindowPage<Row> {
    query.page(of: list) { key in list.firstIndex { $0.id >= Int(key) ?? .max } }
  }

  static func opened(anchor: String? = nil, on list: [Row] = list) -> RowWindow<Row> {
    var window = RowWindow<Row>(anchor: anchor)
    window.take(run(window.reload(), on: list))
    return window
  }

  @Test func theFirstWindowIsThePageAndItsMarginCounted() {
    var window = RowWindow<Row>()
    let query = window.reload()
    #expect(query == WindowQuery(.position(from: 0, count: 100), countTotal: true, generation: 1))
    window.take(Self.run(query))
    #expect(window.rows.map(\.id) == (0..<100).map { $0 * 10 })
    #expect(window.node == ListWindow(start: 0, total: 1000, more: true, anchor: "0"))
  }

  @Test func aJumpByPositionReadsTheRowsAskedForWithAMarginEachSide() throws {
    var window = Self.opened()
    let askedQuery = window.request(WindowRequest(.from(500), count: 20))
    let query = try #require(askedQuery)
    #expect(query.rows == .position(from: 450, count: 120))
    #expect(!query.countTotal)
    window.take(Self.run(query))
    #expect(window.node == ListWindow(start: 450, total: 1000, more: true, anchor: "5000"))
  }

  @Test func aJumpPastTheEndReadsTheLastRows() throws {
    var window = Self.opened()
    let askedQuery = window.request(WindowRequest(.from(5_000_000), count: 20))
    let query = try #require(askedQuery)
    #expect(query.rows == .position(from: 930, count: 120))
    window.take(Self.run(query))
    #expect(window.rows.last?.id == 9990)
    #expect(window.node == ListWindow(start: 880, total: 1000, more: false, anchor: "9800"))
  }

  @Test func theNextAndThePreviousRowsAreReadAroundAKey() throws {
    var window = Self.opened()
    let askedNext = window.request(WindowRequest(.after("990"), count: 30))
    let next = try #require(askedNext)
    #expect(next.rows == .around(key: "990", at: 99, before: 49, after: 81))
    window.take(Self.run(next))
    #expect(window.start == 50)
    #expect(window.rows.count == 130)
    #expect(window.anchor == "1000")  // the first row asked for
    let askedPrevious = window.request(WindowRequest(.before("500"), count: 10, anchor: "450"))
    let previous = try #require(askedPrevious)
    #expect(previous.rows == .around(key: "500", at: 50, before: 60, after: 50))
    window.take(Self.run(previous))
    #expect(window.node == ListWindow(start: 0, total: 1000, more: true, anchor: "450"))
  }

  @Test func rowsHeldAlreadyAreNotReadAgainOnlyTheAnchorMoves() {
    var window = Self.opened()
    #expect(window.request(WindowRequest(.from(10), count: 20, anchor: "150")) == nil)
    #expect(window.request(WindowRequest(.after("100"), count: 20)) == nil)
    #expect(window.anchor == "110")
    #expect(window.rows.count == 100)
  }

  @Test func aPageForAnOlderQueryIsDropped() throws {
    var window = Self.opened()
    let askedFirst = window.request(WindowRequest(.from(500), count: 10))
    let first = try #require(askedFirst)
    let askedSecond = window.request(WindowRequest(.from(800), count: 10))
    let second = try #require(askedSecond)
    let tookSecond = window.take(Self.run(second))
    let tookFirst = window.take(Self.run(first))
    #expect(tookSecond)
    #expect(!tookFirst)
    #expect(window.start == 750)
  }

  @Test func reopenedAroundItsAnchorEvenWhenRowsCameAndWentAbove() {
    var list = Self.list
    list.removeSubrange(0..<10)  // ten rows deleted above the anchor elsewhere
    let window = Self.opened(anchor: "5000", on: list)
    #expect(window.node == ListWindow(start: 440, total: 990, more: true, anchor: "5000"))
    #expect(window.rows.count == 150)
  }

  @Test func anAnchorWhoseRowIsGoneOpensAtTheRowThatFollowed() {
    let window = Self.opened(anchor: "5005")
    #expect(window.anchor == "5010")
    #expect(window.start == 451)
  }

  @Test func theFallbackAppendsPagesUntilTheEnd() throws {
    var window = Self.opened()
    for _ in 0..<18 {
      let asked = window.request(WindowRequest(.appendNext, count: 50))
      let query = try #require(asked)
      window.take(Self.run(query))
    }
    #expect(window.node == ListWindow(start: 0, total: 1000, more: false, anchor: "0"))
    #expect(window.rows.count == 1000)
    #expect(window.request(WindowRequest(.appendNext, count: 50)) == nil)  // nothing follows
    #expect(window.request(WindowRequest(.prependPrevious, count: 50)) == nil)  // nothing before
  }

  @Test func pastItsLimitTheFallbackSlidesAndEarlierBringsTheRowsBack() throws {
    let list = (0..<2000).map { Row(id: $0 * 10) }
    var window = Self.opened(on: list)
    for _ in 0..<19 {
      let asked = window.request(WindowRequest(.appendNext, count: 50))
      let query = try #require(asked)
      window.take(Self.run(query, on: list))
    }
    #expect(window.rows.count == 1000)
    #expect(window.start == 50)
    let asked = window.request(WindowRequest(.prependPrevious, count: 50))
    let query = try #require(asked)
    window.take(Self.run(query, on: list))
    #expect(window.start == 0)
    #expect(window.rows.count == 1000)
    #expect(window.rows.last?.id == 9990)
  }

  @Test func removingARowMovesTheRowsBelowAndTheAnchorToTheNext() {
    var window = Self.opened(anchor: "100")
    window.remove("100")
    #expect(window.anchor == "110")
    #expect(window.total == 999)
    window.remove("12345")  // not held: nothing
    #expect(window.total == 999)
  }

  @Test func aSnapshotIsTheAnchorAlone() throws {
    let window = Self.opened(anchor: "300")
    let snapshot = try JSONValueEncoder.encode(window)
    #expect(snapshot == ["anchor": "300"])
    let restored = try JSONValueDecoder.decode(RowWindow<Row>.self, from: snapshot)
    #expect(restored.rows.isEmpty)
    #expect(restored.anchor == "300")
  }
}
