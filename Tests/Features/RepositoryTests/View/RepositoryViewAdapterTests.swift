import Stargazers
import Testing
import ViperKit

@testable import Repository

/// The tree the picker sends and the intents its wire words make.
@Suite("Repository view adapter")
struct RepositoryViewAdapterTests {
  let adapter = RepositoryViewAdapter()
  let presenter = RepositoryPresenter()

  func model(_ state: RepositoryInteractor) -> RepositoryViewModel { presenter.present(state) }

  @Test func aFormOfOneFieldThenTheRecentRepositories() {
    let tree = adapter.render(
      model(RepositoryInteractor(text: "octo", progress: FormProgress(left: [.repository]), recent: [.hello])))
    let field = Field(
      key: "repository", label: "Repository (owner/name)", value: "octo", sending: .change(debounceMs: 300),
      placeholder: "owner/name", error: "A repository is owner/name, with one “/”", required: true, maxLength: 140)
    #expect(
      tree
        == .screen(
          title: "Repository",
          children: [
            .form(
              Form(key: "form", submit: FormSubmit(action: "open", title: "Show stargazers"), children: [.field(field)])
            ),
            .text("Recently opened"),
            .list(
              action: "recent", items: ListRows([ListItem(key: "octocat/Hello-World", title: "octocat/Hello-World")])),
          ]))
  }

  @Test func noListBeforeAnyRepositoryWasOpened() {
    let tree = adapter.render(model(RepositoryInteractor()))
    guard case .screen(let screen) = tree else { return #expect(Bool(false), "not a screen") }
    let children = screen.children
    #expect(children.count == 2)
    #expect(children.last == .text("Repositories you open are listed here."))
  }

  @Test func anEditCarriesItsTextAndWhetherTheFieldWasLeft() throws {
    let shown = model(RepositoryInteractor())
    #expect(
      try adapter.intent(for: InputEdit(key: "repository", value: .text("oc")), in: shown) == .edited("oc", left: false)
    )
    #expect(
      try adapter.intent(for: InputEdit(key: "repository", value: .text("oc"), left: true), in: shown)
        == .edited("oc", left: true))
    #expect(throws: ActionError.self) { try adapter.intent(for: InputEdit(key: "other", value: .text("x")), in: shown) }
    #expect(throws: ActionError.self) {
      try adapter.intent(for: InputEdit(key: "repository", value: .on(true)), in: shown)
    }
  }

  @Test func theSubmitAndAShownRecentRepository() throws {
    let shown = model(RepositoryInteractor(recent: [.hello]))
    #expect(try adapter.intent(for: "open", value: nil, in: shown) == .submitted)
    #expect(try adapter.intent(for: "recent", value: "octocat/Hello-World", in: shown) == .recentSelected(.hello))
    #expect(throws: ActionError.self) { try adapter.intent(for: "recent", value: "apple/swift", in: shown) }
    #expect(throws: ActionError.self) { try adapter.intent(for: "dismiss", value: nil, in: shown) }
    #expect(throws: ActionError.self) { try adapter.intent(for: "nope", value: nil, in: shown) }
  }

  @Test func anAlertWithItsDismiss() throws {
    let shown = model(RepositoryInteractor(failure: .storage(detail: "full")))
    guard case .screen(let screen) = adapter.render(shown) else { return #expect(Bool(false), "not a screen") }
    let children = screen.children
    #expect(
      children.last
        == .alert(
          title: "Storage Failure", message: "Could not use the local database: full",
          actions: [NodeAction(action: "dismiss", title: "OK")]))
    #expect(try adapter.intent(for: "dismiss", value: nil, in: shown) == .alertDismissed)
  }
}
