import Testing
import ViperKit
import ViperTesting

@testable import BenchModules

@Suite("List interactor")
struct ListInteractorTests {
  @Test func startsWithEveryRowUntouched() {
    #expect(ListInteractor(rows: 3) == ListInteractor(touches: [0, 0, 0]))
    var tester = InteractorTester(ListInteractor(rows: 3))
    tester.start()
    tester.resume()
  }

  @Test func aTouchCountsOnThatRowOnly() {
    var tester = InteractorTester(ListInteractor(rows: 3))
    tester.send(.rowTouched(1)) { $0.touches = [0, 1, 0] }
    tester.send(.rowTouched(1)) { $0.touches = [0, 2, 0] }
    tester.send(.rowTouched(2)) { $0.touches = [0, 2, 1] }
  }

  @Test(arguments: [-1, 3, Int.max])
  func aTouchOutsideTheListChangesNothing(row: Int) {
    var tester = InteractorTester(ListInteractor(rows: 3))
    tester.send(.rowTouched(row))
  }
}
