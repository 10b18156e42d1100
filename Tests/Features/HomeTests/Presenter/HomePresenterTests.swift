import Testing

@testable import Home

@Suite("Home presenter")
struct HomePresenterTests {
  @Test func aRowPerEntryInOrderKeyedByModule() {
    let interactor = HomeInteractor(entries: [
      HomeEntry(module: "roulette", title: "People Roulette"), HomeEntry(module: "jobs", title: "Job Board"),
    ])
    #expect(
      HomePresenter().present(interactor)
        == HomeViewModel(
          title: "Home",
          rows: [.init(key: "roulette", title: "People Roulette"), .init(key: "jobs", title: "Job Board")],
          emptyMessage: nil))
  }

  @Test func saysSoWhenThereIsNothingToOpen() {
    #expect(
      HomePresenter().present(HomeInteractor(entries: []))
        == HomeViewModel(title: "Home", rows: [], emptyMessage: "No modules are registered."))
  }
}
