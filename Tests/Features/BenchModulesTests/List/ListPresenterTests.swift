import Testing
import ViperKit

@testable import BenchModules

@Suite("List presenter")
struct ListPresenterTests {
  @Test func passesTheRowsOnAsTheyAre() {
    let touches: PersistentVector<Int> = [0, 3, 1]
    #expect(
      ListPresenter().present(ListInteractor(touches: touches)) == ListViewModel(title: "Rows", touches: touches))
  }

  @Test func wordsARow() {
    #expect(ListPresenter.rowTitle(7) == "Row 7")
    #expect(ListPresenter.rowSubtitle(touches: 2) == "touched 2 times")
  }
}
