import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// The list's state machine, step by step and exhaustively: each step describes the whole new state, the exact
/// effects and the route: the first read, a deletion asked and confirmed, a failure, its routes.
@Suite("My screen list interactor")
struct MyScreenListInteractorTests {
  static let first = WindowQuery(.position(from: 0, count: 100), countTotal: true, generation: 1)
  /// The window read again around its anchor (the first row), counted: its second query.
  static let reread = WindowQuery(.around(key: "1", at: nil, before: 50, after: 100), countTotal: true, generation: 2)

  /// A window that read `rows`, a whole list, for its first query.
  static func window(_ rows: [RecordItem]) -> RowWindow<RecordItem> {
    var window = RowWindow<RecordItem>()
    _ = window.reload()
    window.take(WindowPage(rows: rows, start: 0, total: rows.count, more: false, generation: 1))
    return window
  }

  /// Opened and read: `rows`.
  static func loaded(_ rows: [RecordItem]) -> MyScreenListInteractor {
    var state = MyScreenListInteractor()
    state.window = window(rows)
    return state
  }

  @Test func openingReadsTheFirstWindowWithTheSettingAndTheCount() {
    let rows = [RecordItem.example(id: 1), .example(id: 2)]
    var tester = InteractorTester(MyScreenListInteractor())
    tester.start(effects: [.loadList(Self.first, showsToggled: nil)]) {
      $0.isLoading = true
      _ = $0.window.reload()
    }
    let page = WindowPage(rows: rows, start: 0, total: 2, more: false, generation: 1)
    tester.receive(.listLoaded(page, showsToggled: false, toggledCount: 1)) {
      $0.isLoading = false
      $0.window = Self.window(rows)
      $0.toggledCount = 1
      $0.showsToggled = false
    }
  }

  @Test(.enabled(if: MyScreenFields.rowActions.contains(.delete), "the rows have a Delete"))
  func aDeletionIsAskedThenConfirmedThenRun() {
    var tester = InteractorTester(Self.loaded([.example(id: 1), .example(id: 2)]))
    let title = RecordItem.example(id: 1).shown(MyScreenFields.rowTitle)
    tester.send(.rowAction(.delete, id: 1)) { $0.question = .delete(id: 1, title: title) }
    tester.send(.keepTapped) { $0.question = nil }
    tester.send(.rowAction(.delete, id: 1)) { $0.question = .delete(id: 1, title: title) }
    tester.send(.confirmTapped, effects: [.delete(1)]) {
      $0.question = nil
      $0.busy = true
    }
    tester.receive(.deleted(1)) {
      $0.busy = false
      $0.window.remove("1")
    }
  }

  @Test(.enabled(if: !MyScreenFields.rowActions.contains(.delete), "the rows have no Delete"))
  func aRowActionTheRowsLackDoesNothing() {
    var tester = InteractorTester(Self.loaded([.example(id: 1)]))
    tester.send(.rowAction(.delete, id: 1))
  }

  @Test(.enabled(if: MyScreenFields.rowToggle != nil, "the rows have a checkbox"))
  func aFlipShowsAtOnceTheSaveSaysTheCountAndAFailedOneGoesBack() throws {
    let toggle = try #require(MyScreenFields.rowToggle)
    var tester = InteractorTester(Self.loaded([.example(id: 1), .example(id: 2)]))
    tester.send(.toggleFlipped(id: 1, on: true), effects: [.setToggle(1, on: true)]) {
      $0.window.update("1") { $0.values[toggle.key] = .flag(true) }
      $0.toggledCount = 1
      $0.savingToggles = [1: true]
    }
    tester.send(.toggleFlipped(id: 1, on: false))  // saving: a second flip waits for the first
    tester.receive(.toggleSaved(1, on: true, toggledCount: 1)) { $0.savingToggles = [:] }
    tester.send(.toggleFlipped(id: 2, on: true), effects: [.setToggle(2, on: true)]) {
      $0.window.update("2") { $0.values[toggle.key] = .flag(true) }
      $0.toggledCount = 2
      $0.savingToggles = [2: true]
    }
    tester.receive(.toggleFailed(2, .unavailable("locked")), effects: [.loadList(Self.reread, showsToggled: nil)]) {
      $0.window.update("2") { $0.values[toggle.key] = .flag(false) }
      _ = $0.window.reload()
      $0.savingToggles = [:]
      $0.failure = .unavailable("locked")
    }
  }

  @Test(.enabled(if: MyScreenFields.rowToggle != nil, "the rows have a checkbox"))
  func theClearIsAskedAndRunOnlyWhileARowIsOn() {
    var tester = InteractorTester(Self.loaded([.example(id: 1, on: true), .example(id: 2)]))
    tester.send(.clearTapped)  // no row counted on yet: nothing to ask
    tester.receive(.toggleSaved(1, on: true, toggledCount: 1)) { $0.toggledCount = 1 }
    tester.send(.clearTapped) { $0.question = .clearToggled }
    tester.send(.confirmTapped, effects: [.deleteToggled]) {
      $0.question = nil
      $0.busy = true
    }
    tester.receive(.deleted(nil), effects: [.loadList(Self.reread, showsToggled: nil)]) {
      $0.busy = false
      _ = $0.window.reload()
    }
  }

  @Test(.enabled(if: MyScreenFields.filtersOnToggle, "the list has a setting"))
  func theSettingIsSavedThenTheListReadWithIt() {
    var tester = InteractorTester(Self.loaded([.example(id: 1)]))
    tester.send(.showsToggledFlipped(false), effects: [.setShowsToggled(false)]) {
      $0.showsToggled = false
      $0.savingSetting = true
    }
    tester.send(.showsToggledFlipped(true))  // saving: one flip at a time
    tester.receive(.showsToggledSaved(false), effects: [.loadList(Self.reread, showsToggled: nil)]) {
      $0.savingSetting = false
      _ = $0.window.reload()
    }
  }

  @Test(.enabled(if: MyScreenFields.rowActions.contains(.duplicate), "the rows have a Duplicate"))
  func aDuplicateRunsOnceThenTheListIsReadAgain() {
    var tester = InteractorTester(Self.loaded([.example(id: 1)]))
    tester.send(.rowAction(.duplicate, id: 1), effects: [.duplicate(1)]) { $0.busy = true }
    tester.send(.rowAction(.duplicate, id: 1))  // busy: not twice
    tester.receive(.duplicated(.example(id: 2)), effects: [.loadList(Self.reread, showsToggled: nil)]) {
      $0.busy = false
      _ = $0.window.reload()
    }
  }

  @Test func aFailureShowsUntilDismissed() {
    var tester = InteractorTester(Self.loaded([]))
    tester.receive(.deleteFailed(.unavailable("locked"))) { $0.failure = .unavailable("locked") }
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test func addAndARowRoute() {
    var tester = InteractorTester(Self.loaded([.example(id: 1)]))
    tester.send(.addTapped, route: .add)
    tester.send(.rowOpened(id: 1), route: .detail(id: 1))
    tester.send(.rowOpened(id: 9))  // not a row shown: nothing
  }
}
