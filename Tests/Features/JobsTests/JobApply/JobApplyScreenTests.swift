import Testing
import ViperKit
import ViperTesting

@testable import Jobs

/// The form through its module, with the board's effect handler over the
/// doubles: the save's failures (a database that refuses to write, which the
/// outside-in tests cannot provoke reliably) and the snapshot.
@Suite("Job apply screen")
struct JobApplyScreenTests {
  let gateway = JobsGatewayStub(jobs: [.ios])
  let store = AppliedJobsStoreSpy()
  var module: JobApplyModule { JobApplyModule(effects: JobsEffectHandler(gateway: gateway, store: store)) }
  let input = ScreenInput.typed(JobApplyInput(job: Job.ios.id, name: "iOS Engineer"))

  func fill(_ screen: ScreenTester) throws {
    try screen.edit("name", .text("Ada"), left: true)
    try screen.edit("email", .text("ada@example.org"), left: true)
    try screen.edit("cover-letter", .text("Dear team"))
    try screen.edit("share-github", .on(true))
  }

  static func form(of screen: ScreenTester) -> Form? {
    if case .form(let form) = screen.view.children.first { return form }
    return nil
  }

  @Test func aValidSubmitTellsTheServerSavesTheFormAndGoesBack() async throws {
    let screen = try ScreenTester(module, input: input)
    try fill(screen)
    try screen.send("send")
    #expect(Self.form(of: screen)?.pending == true)
    #expect(screen.navigations.isEmpty)
    await screen.runEffects()
    let ada = Application(
      job: Job.ios.id, name: "Ada", email: "ada@example.org", coverLetter: "Dear team", shareGitHubLogin: true)
    #expect(gateway.calls == [.apply(Job.ios.id)])
    #expect(store.calls == [.saveApplication(ada)])
    #expect(try store.application(for: Job.ios.id) == ada)
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func anInvalidSubmitShowsErrorsPerFieldAndRunsNothing() throws {
    let screen = try ScreenTester(module, input: input)
    try screen.edit("email", .text("ada"))
    try screen.send("send")
    #expect(screen.pendingEffects.isEmpty)
    let errors = Self.form(of: screen)?.children.compactMap { node -> String? in
      if case .field(let field) = node { return field.error }
      return nil
    }
    #expect(errors == ["Enter your name", "Enter an address like name@example.org"])
  }

  @Test func aDatabaseThatRefusesKeepsEveryValueAndSaysWhy() async throws {
    store.failWrites(with: .storage(detail: "attempt to write a readonly database"))
    let screen = try ScreenTester(module, input: input)
    try fill(screen)
    try screen.send("send")
    await screen.runEffects()
    let form = try #require(Self.form(of: screen))
    #expect(!form.pending)
    #expect(
      form.message == "Not saved: could not use the local database (attempt to write a readonly database). Try again.")
    let values = form.children.compactMap { node -> String? in
      switch node {
      case .field(let field): field.value
      case .toggle(let toggle): "\(toggle.on)"
      default: nil
      }
    }
    #expect(values == ["Ada", "ada@example.org", "Dear team", "true"])
    #expect(screen.navigations.isEmpty)
    #expect(try store.appliedJobIDs().isEmpty)
  }

  @Test func aServerThatRefusesSavesNothingLocally() async throws {
    let refusing = JobsGatewayStub(failing: .badAnswer(detail: "The server answered with status 500."))
    let screen = try ScreenTester(
      JobApplyModule(effects: JobsEffectHandler(gateway: refusing, store: store)), input: input)
    try fill(screen)
    try screen.send("send")
    await screen.runEffects()
    #expect(
      Self.form(of: screen)?.message
        == "Not sent: the job board refused it (The server answered with status 500.). Try again.")
    #expect(store.calls.isEmpty)
  }

  @Test func whatWasTypedSurvivesASnapshotAndASaveUnderWayIsSentAgain() async throws {
    let screen = try ScreenTester(module, input: input)
    try fill(screen)
    try screen.send("send")
    try screen.expectSnapshotRoundTrip(through: module, input: input)
    let restored = try ScreenTester(module, input: input, restoring: try #require(screen.snapshot))
    #expect(
      Self.form(of: restored)?.children.first.flatMap { node in
        if case .field(let field) = node { return field.value }
        return nil
      } == "Ada")
    await restored.runEffects()
    #expect(restored.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func wireInputOpensTheFormAndBadInputIsRefused() throws {
    let screen = try ScreenTester(module, input: .json(["id": 2, "name": "QA Engineer"]))
    #expect(
      screen.view
        == JobApplyViewAdapter().render(
          JobApplyPresenter().present(JobApplyInteractor(job: JobID(2), jobName: "QA Engineer"))))
    #expect(throws: InputError.self) { try module.makeScreen(input: .none) }
    #expect(throws: InputError.self) { try module.makeScreen(input: .json(["id": "2", "name": "QA"])) }
  }
}
