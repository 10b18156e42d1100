import Testing

@testable import BenchModules

@Suite("Counter presenter")
struct CounterPresenterTests {
  @Test(arguments: [0, 1, 41])
  func showsTheCount(count: Int) {
    #expect(
      CounterPresenter().present(CounterInteractor(count: count))
        == CounterViewModel(title: "Counter", countText: "count: \(count)", incrementTitle: "+1"))
  }
}
