import Stargazers
import Testing
import ViperKit
import ViperTesting

@testable import Repository

/// The picker assembled — view adapter, presenter, interactor, router and the
/// real effect handler over a store spy — driven by wire words, as a frontend would.
@Suite("Repository screen")
struct RepositoryScreenTests {
  let store = RecentRepositoriesStoreSpy([.mirror])
  var module: RepositoryModule { RepositoryModule(effects: RepositoryEffectHandler(store: store)) }

  func fieldError(_ screen: ScreenTester) -> String?? {
    guard case .field(let field) = screen.view.firstNode(where: { if case .field = $0 { true } else { false } }) else {
      return .none
    }
    return .some(field.error)
  }

  @Test func anErrorShowsOnlyAfterLeavingThenFollowsTheText() async throws {
    let screen = try ScreenTester(module)
    await screen.runEffects()
    #expect(screen.view.listItems.map(\.key) == ["Kuniwak/MirrorDiffKit"])
    try screen.edit("repository", .text("octo"))
    #expect(fieldError(screen) == .some(nil))
    try screen.edit("repository", .text("octo"), left: true)
    #expect(fieldError(screen) == .some("A repository is owner/name, with one “/”"))
    try screen.edit("repository", .text("octocat/Hello-World"))
    #expect(fieldError(screen) == .some(nil))
    try screen.send("open")
    let destination = try #require(screen.navigations.last?.pushed)
    #expect(destination.module == StargazersModule.key.name)
    #expect(destination.input(as: StargazersInput.self) == StargazersInput(repository: .hello))
    await screen.runEffects()
    #expect(store.calls == [.remember(.hello)])
    #expect(screen.view.listItems.map(\.key) == ["octocat/Hello-World", "Kuniwak/MirrorDiffKit"])
  }

  @Test func anInvalidSubmitShowsTheErrorAndOpensNothing() async throws {
    let screen = try ScreenTester(module)
    try screen.edit("repository", .text("octo/.."))
    try screen.send("open")
    #expect(fieldError(screen) == .some("The name has 1–100 letters, digits, “.”, “-” or “_”, and is not “.” or “..”"))
    #expect(screen.navigations.isEmpty)
    await screen.runEffects()
    #expect(store.calls.isEmpty)
  }

  @Test func aRecentRepositoryOpensItsStargazers() async throws {
    let screen = try ScreenTester(module)
    await screen.runEffects()
    try screen.send("recent", "Kuniwak/MirrorDiffKit")
    #expect(screen.navigations.last?.pushed?.input(as: StargazersInput.self) == StargazersInput(repository: .mirror))
    await screen.runEffects()
    #expect(store.calls == [.remember(.mirror)])
  }

  @Test func theTypedTextSurvivesASnapshot() async throws {
    let screen = try ScreenTester(module)
    await screen.runEffects()
    try screen.edit("repository", .text("octo"), left: true)
    let snapshot = try screen.expectSnapshotRoundTrip(through: module)
    let restored = try ScreenTester(module, restoring: snapshot)
    #expect(fieldError(restored) == .some("A repository is owner/name, with one “/”"))
    #expect(restored.pendingEffects.count == 1)  // the list is read again
  }
}
