import Stargazers
import Testing
import ViperKit

@testable import Repository

@Suite("Repository presenter")
struct RepositoryPresenterTests {
  let presenter = RepositoryPresenter()

  @Test func anUncheckedProblemIsNotShown() {
    let model = presenter.present(RepositoryInteractor(text: "octo"))
    #expect(model.text == "octo" && model.error == nil)
    #expect(model.recentHeading == "Repositories you open are listed here." && model.rows.isEmpty)
  }

  @Test(arguments: [
    ("", "Enter a repository as owner/name"),
    ("octo", "A repository is owner/name, with one “/”"),
    ("-octo/x", "The owner has 1–39 letters, digits or single hyphens, and no hyphen first or last"),
    ("octo/..", "The name has 1–100 letters, digits, “.”, “-” or “_”, and is not “.” or “..”"),
  ])
  func aCheckedProblemIsWorded(_ text: String, _ words: String) {
    #expect(
      presenter.present(RepositoryInteractor(text: text, progress: FormProgress(left: [.repository]))).error == words)
  }

  @Test func aCheckedValidNameHasNoError() {
    #expect(
      presenter.present(RepositoryInteractor(text: "octo/x", progress: FormProgress(left: [.repository]))).error == nil)
  }

  @Test func theRecentListInItsOrderAndTheFailureAsAnAlert() {
    let model = presenter.present(RepositoryInteractor(recent: [.hello, .mirror], failure: .storage(detail: "full")))
    #expect(model.recentHeading == "Recently opened")
    #expect(model.rows.map(\.repository) == ["octocat/Hello-World", "Kuniwak/MirrorDiffKit"])
    #expect(model.alert == Alert(title: "Storage Failure", message: "Could not use the local database: full"))
  }
}
