import Testing
import ViperKit
import ViperTesting

@testable import BenchModules

@Suite("Counter interactor")
struct CounterInteractorTests {
  @Test func startingAsksForNothing() {
    var tester = InteractorTester(CounterInteractor())
    tester.start()
    tester.resume()
  }

  @Test func everyTapRaisesTheCountByOne() {
    var tester = InteractorTester(CounterInteractor())
    tester.send(.incrementTapped) { $0.count = 1 }
    tester.send(.incrementTapped) { $0.count = 2 }
  }
}
