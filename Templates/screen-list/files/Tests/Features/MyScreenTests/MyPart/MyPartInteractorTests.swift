import Foundation
import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// Every step checked whole: the new state, the effects, the route. The
/// list is a window (a `RowWindow`): the expected windows are made as the
/// interactor makes them, by the same reads and pages.
@Suite("My part interactor")
struct MyPartInteractorTests {
  /// The first rows (50 and a margin of 50), the list counted.
  static let firstQuery = WindowQuery(.position(from: 0, count: 100), countTotal: true, generation: 1)

  /// Read again around the anchor: 50 rows before it, 100 from it, the list counted.
  static func reread(around key: String = "1", generation: Int) -> WindowQuery {
    WindowQuery(.around(key: key, at: nil, before: 50, after: 100), countTotal: true, generation: generation)
  }

  static func items(_ ids: ClosedRange<Int>) -> [MyScreenItem] { ids.map { MyScreenItem(id: $0, title: "Item \($0)") } }

  static func page(
    _ rows: [MyScreenItem], start: Int = 0, total: Int? = 2, more: Bool = false, generation: Int = 1
  ) -> WindowPage<MyScreenItem> {
    WindowPage(rows: rows, start: start, total: total, more: more, generation: generation)
  }

  /// A window that read `rows` (from `start`, of `total`) for its query number `generation`.
  static func window(
    _ rows: [MyScreenItem], start: Int = 0, total: Int = 2, generation: Int = 1, anchor: String? = nil
  ) -> RowWindow<MyScreenItem> {
    var window = RowWindow<MyScreenItem>(anchor: anchor)
    for _ in 1...generation { _ = window.reload() }
    window.take(page(rows, start: start, total: total, more: rows.count < total, generation: generation))
    return window
  }

  /// Opened and read: the two fixtures.
  var loaded: MyPartInteractor {
    var state = MyPartInteractor()
    state.window = Self.window([.first, .second])
    state.isLoading = false
    return state
  }

  @Test func openingReadsTheFirstRowsAndCountsTheList() {
    var tester = InteractorTester(MyPartInteractor())
    tester.start(effects: [.loadPage(Self.firstQuery)]) { _ = $0.window.reload() }
    tester.receive(.pageLoaded(Self.page([.first], total: 1))) {
      $0.window = Self.window([.first], total: 1)
      $0.isLoading = false
    }
    #expect(tester.state.window.node == ListWindow(start: 0, total: 1, more: false, anchor: "1"))
  }

  @Test func rowsAreAskedForByPositionAndByKey() {
    var state = loaded
    state.window = Self.window(Self.items(1...100), total: 300)
    var tester = InteractorTester(state)
    // A jump: the 20 rows from 200, and 50 on each side (OFFSET), not counted again.
    let jump = WindowRequest(.from(200), count: 20)
    let jumpQuery = WindowQuery(.position(from: 150, count: 120), countTotal: false, generation: 2)
    tester.send(.rowsRequested(jump), effects: [.loadPage(jumpQuery)]) { _ = $0.window.request(jump) }
    let jumped = Self.page(Self.items(151...270), start: 150, total: nil, more: true, generation: 2)
    tester.receive(.pageLoaded(jumped)) { _ = $0.window.take(jumped) }
    #expect(tester.state.window.node == ListWindow(start: 150, total: 300, more: true, anchor: "201"))
    // The next page after a row's key (keyset), the frontend keeping its place on row 250.
    let next = WindowRequest(.after("270"), count: 40, anchor: "250")
    let nextQuery = WindowQuery(.around(key: "270", at: 269, before: 49, after: 91), countTotal: false, generation: 3)
    tester.send(.rowsRequested(next), effects: [.loadPage(nextQuery)]) { _ = $0.window.request(next) }
    let paged = Self.page(Self.items(221...300), start: 220, total: nil, more: false, generation: 3)
    tester.receive(.pageLoaded(paged)) { _ = $0.window.take(paged) }
    #expect(tester.state.window.node == ListWindow(start: 220, total: 300, more: false, anchor: "250"))
    #expect(tester.state.window.rows == Self.items(221...300))
  }

  @Test func rowsHeldAlreadyOnlyMoveTheAnchor() {
    var tester = InteractorTester(loaded)
    let held = WindowRequest(.from(0), count: 2, anchor: "2")
    tester.send(.rowsRequested(held)) { _ = $0.window.request(held) }
    #expect(tester.state.window.anchor == "2")
  }

  @Test func aPageReadForAnOlderRequestIsDropped() {
    var tester = InteractorTester(loaded)
    tester.resume(effects: [.loadPage(Self.reread(generation: 2))]) { _ = $0.window.reload() }
    tester.receive(.pageLoaded(Self.page([.second], generation: 1)))  // the first read's rows: dropped
  }

  @Test func aToggleSavesTheOtherFlagOnce() {
    var tester = InteractorTester(loaded)
    tester.send(.toggleTapped(id: 1), effects: [.setDone(true, id: 1)]) { $0.saving = [1] }
    tester.send(.toggleTapped(id: 1))  // already saving
    tester.receive(.doneSaved(true, id: 1)) {
      $0.saving = []
      $0.window.update("1") { $0.isDone = true }
    }
    tester.send(.toggleTapped(id: 9))  // no such row
  }

  @Test func aFailedSaveShowsUntilDismissed() {
    var tester = InteractorTester(loaded)
    tester.send(.toggleTapped(id: 2), effects: [.setDone(false, id: 2)]) { $0.saving = [2] }
    tester.receive(.saveFailed(id: 2, .unavailable("locked"))) {
      $0.saving = []
      $0.failure = .unavailable("locked")
    }
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test func aRowOpensItsDetailAddTheFormAndComingBackReadsAroundTheAnchor() {
    var tester = InteractorTester(loaded)
    tester.send(.rowSelected(id: 2), route: .detail(id: 2))
    tester.send(.addTapped, route: .add)
    tester.resume(effects: [.loadPage(Self.reread(generation: 2))]) { _ = $0.window.reload() }
    let added = MyScreenItem(id: 3, title: "Added")  // the form saved it
    tester.receive(.pageLoaded(Self.page([.first, .second, added], total: 3, generation: 2))) {
      $0.window = Self.window([.first, .second, added], total: 3, generation: 2, anchor: "1")
    }
  }

  @Test func theOtherScreensResultsChangeNothing() {
    var tester = InteractorTester(loaded)
    tester.receive(.itemLoaded(.first))
    tester.receive(.added(.first))
    tester.receive(.addFailed(.unavailable("locked")))
  }

  @Test func aSnapshotKeepsTheAnchorNotTheRowsAndRestoredReadsAroundIt() throws {
    var state = loaded
    state.window = Self.window([.first, .second], anchor: "2")
    state.saving = [1]
    let restored = try JSONDecoder().decode(MyPartInteractor.self, from: JSONEncoder().encode(state))
    #expect(restored.window == RowWindow(anchor: "2"))
    var tester = InteractorTester(restored)
    tester.restored(effects: [.loadPage(Self.reread(around: "2", generation: 1))]) {
      $0.saving = []
      $0.isLoading = true
      _ = $0.window.reload()
    }
  }

  @Test func aFailedReadStopsLoadingAndSaysWhy() {
    var tester = InteractorTester(MyPartInteractor())
    tester.start(effects: [.loadPage(Self.firstQuery)]) { _ = $0.window.reload() }
    tester.receive(.loadFailed(.unavailable("locked"))) {
      $0.isLoading = false
      $0.failure = .unavailable("locked")
    }
  }
}
