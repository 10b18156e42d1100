import Testing
import ViperKit
import ViperTesting

@testable import Home

@Suite("Home interactor")
struct HomeInteractorTests {
  let entries = [HomeEntry(module: "jobs", title: "Jobs"), HomeEntry(module: "roulette", title: "Roulette")]

  @Test func startingAsksForNothing() {
    var tester = InteractorTester(HomeInteractor(entries: entries))
    tester.start()
    tester.resume()
  }

  @Test func selectingAnOfferedRowOpensItsModule() {
    var tester = InteractorTester(HomeInteractor(entries: entries))
    tester.send(.rowSelected("jobs"), route: .open("jobs"))
    tester.send(.rowSelected("roulette"), route: .open("roulette"))
  }

  @Test func modulesItDoesNotOfferAreIgnored() {
    var tester = InteractorTester(HomeInteractor(entries: entries))
    tester.send(.rowSelected("other"))
    var empty = InteractorTester(HomeInteractor(entries: []))
    empty.send(.rowSelected("jobs"))
  }
}
