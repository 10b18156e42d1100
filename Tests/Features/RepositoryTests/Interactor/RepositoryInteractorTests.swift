import Stargazers
import Testing
import ViperKit
import ViperTesting

@testable import Repository

/// The picker's state machine, step by step and exhaustively: each step
/// describes the whole new state, the exact effects and the route.
@Suite("Repository interactor")
struct RepositoryInteractorTests {
  static let broken = RepositoryFailure.storage(detail: "disk I/O error")

  @Test func openingReadsTheRecentList() {
    var tester = InteractorTester(RepositoryInteractor())
    tester.start(effects: [.loadRecent])
    tester.receive(.recentLoaded([.hello, .mirror])) { $0.recent = [.hello, .mirror] }
  }

  @Test func typingBeforeLeavingChangesOnlyTheText() {
    var tester = InteractorTester(RepositoryInteractor())
    tester.send(.edited("octo", left: false)) { $0.text = "octo" }
    tester.send(.edited("octo-", left: false)) { $0.text = "octo-" }
    #expect(tester.state.problem == .notOwnerSlashName)  // known, not shown (the presenter's business)
  }

  @Test func leavingTheFieldChecksIt() {
    var tester = InteractorTester(RepositoryInteractor(text: "octo"))
    tester.send(.edited("octo", left: true)) { $0.progress = FormProgress(left: [.repository]) }
  }

  @Test func aCheckedFieldStaysCheckedAsTheUserTypes() {
    var tester = InteractorTester(RepositoryInteractor(text: "octo", progress: FormProgress(left: [.repository])))
    tester.send(.edited("octocat/x", left: false)) { $0.text = "octocat/x" }
    #expect(tester.state.problem == nil)
    tester.send(.edited("octocat/", left: false)) { $0.text = "octocat/" }
    #expect(tester.state.problem == .name)
  }

  @Test func submittingAnInvalidNameChecksTheFieldAndOpensNothing() {
    var tester = InteractorTester(RepositoryInteractor(text: "-octo/x"))
    tester.send(.submitted) { $0.progress = FormProgress(submitted: true) }
  }

  @Test func submittingAnEmptyFieldChecksIt() {
    var tester = InteractorTester(RepositoryInteractor())
    tester.send(.submitted) { $0.progress = FormProgress(submitted: true) }
    #expect(tester.state.problem == .empty)
  }

  @Test func submittingAValidNameOpensItsStargazersAndRemembersIt() {
    var tester = InteractorTester(RepositoryInteractor(text: "apple/swift", recent: [.hello, .mirror]))
    tester.send(.submitted, effects: [.remember(.swift)], route: .stargazers(.swift)) {
      $0.progress = FormProgress(submitted: true)
      $0.recent = [.swift, .hello, .mirror]  // first at once
    }
    tester.receive(.recentLoaded([.swift, .hello, .mirror]))
  }

  @Test func submittingARecentNameAgainMovesItToTheTop() {
    var tester = InteractorTester(RepositoryInteractor(text: "Kuniwak/MirrorDiffKit", recent: [.hello, .mirror]))
    tester.send(.submitted, effects: [.remember(.mirror)], route: .stargazers(.mirror)) {
      $0.progress = FormProgress(submitted: true)
      $0.recent = [.mirror, .hello]
    }
  }

  @Test func pickingARecentRepositoryOpensItAndMovesItToTheTop() {
    var tester = InteractorTester(RepositoryInteractor(text: "typed", recent: [.hello, .mirror]))
    tester.send(.recentSelected(.mirror), effects: [.remember(.mirror)], route: .stargazers(.mirror)) {
      $0.recent = [.mirror, .hello]  // the typed text is left as it is
    }
  }

  @Test func theDatabaseListReplacesTheShownOne() {
    var tester = InteractorTester(RepositoryInteractor(recent: [.swift, .hello]))
    tester.receive(.recentLoaded([.swift])) { $0.recent = [.swift] }
  }

  @Test func backFromTheStargazersTheListIsReadAgain() {
    var tester = InteractorTester(RepositoryInteractor(recent: [.hello]))
    tester.resume(effects: [.loadRecent])
  }

  @Test func aRestoredPickerKeepsItsTextAndReadsTheList() {
    var tester = InteractorTester(RepositoryInteractor(text: "octo", progress: FormProgress(left: [.repository])))
    tester.restored(effects: [.loadRecent])
  }

  @Test func aStorageFailureShowsUntilDismissedAndKeepsTheList() {
    var tester = InteractorTester(RepositoryInteractor(recent: [.hello]))
    tester.receive(.recentFailed(Self.broken)) { $0.failure = Self.broken }
    tester.send(.alertDismissed) { $0.failure = nil }
  }
}
