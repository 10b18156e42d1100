import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// Every step checked whole: the new state, the effects, the route.
@Suite("My screen list interactor")
struct MyScreenListInteractorTests {
  func loaded() -> InteractorTester<MyScreenListInteractor> {
    var setup = InteractorTester(MyScreenListInteractor(), exhaustivity: .off)
    setup.start()
    setup.receive(.itemsLoaded([.first, .second]))
    return InteractorTester(setup.state)
  }

  @Test func openingLoadsTheItems() {
    var tester = InteractorTester(MyScreenListInteractor())
    tester.start(effects: [.loadItems])
    tester.receive(.itemsLoaded([.first])) {
      $0.items = [.first]
      $0.isLoading = false
    }
  }

  @Test func aToggleSavesTheOtherFlagOnce() {
    var tester = loaded()
    tester.send(.toggleTapped(id: 1), effects: [.setDone(true, id: 1)]) { $0.saving = [1] }
    tester.send(.toggleTapped(id: 1))  // already saving
    tester.receive(.doneSaved(true, id: 1)) {
      $0.saving = []
      $0.items[0].isDone = true
    }
    tester.send(.toggleTapped(id: 9))  // no such row
  }

  @Test func aFailedSaveShowsUntilDismissed() {
    var tester = loaded()
    tester.send(.toggleTapped(id: 2), effects: [.setDone(false, id: 2)]) { $0.saving = [2] }
    tester.receive(.saveFailed(id: 2, .unavailable("locked"))) {
      $0.saving = []
      $0.failure = .unavailable("locked")
    }
    tester.send(.alertDismissed) { $0.failure = nil }
  }

  @Test func aRowOpensItsDetailAndComingBackReloads() {
    var tester = loaded()
    tester.send(.rowSelected(id: 2), route: .detail(id: 2))
    tester.resume(effects: [.loadItems])
  }
}
