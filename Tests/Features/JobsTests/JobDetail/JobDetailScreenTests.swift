import Testing
import ViperKit
import ViperTesting

@testable import Jobs

@Suite("Job detail screen")
struct JobDetailScreenTests {
  let gateway = JobsGatewayStub(jobs: [.ios])
  let store = AppliedJobsStoreSpy()

  func open(_ job: Job) throws -> ScreenTester {
    try ScreenTester(
      JobDetailModule(effects: JobsEffectHandler(gateway: gateway, store: store)),
      input: .typed(JobDetailInput(job: job)))
  }

  @Test func opensOnTheJobWithoutAnyEffect() throws {
    let screen = try open(.ios)
    #expect(
      screen.view
        == .screen(
          title: "iOS Engineer",
          children: [.text("You have not applied yet."), .button(action: "apply", title: "Apply…")]))
    #expect(screen.pendingEffects.isEmpty)
  }

  @Test func applyOpensTheFormAndBackFromItTheDetailShowsTheSavedApplication() async throws {
    let screen = try open(.ios)
    try screen.send("apply")
    let destination = try #require(screen.navigations.last?.pushed)
    #expect(destination.module == "job-apply")
    #expect(destination.input(as: JobApplyInput.self) == JobApplyInput(job: Job.ios.id, name: "iOS Engineer"))
    #expect(screen.pendingEffects.isEmpty && gateway.calls.isEmpty)  // nothing is sent from here
    try await store.saveApplication(
      Application(job: Job.ios.id, name: "Ada", email: "ada@example.org", coverLetter: "", shareGitHubLogin: false))
    screen.resume()  // the form saved and went back
    await screen.runEffects()
    #expect(
      screen.view.children == [
        .text("You applied to this job."), .button(action: "withdraw", title: "Remove application"),
      ])
  }

  @Test func withdrawingDisablesTheToggleUntilSavedAndForgetsTheForm() async throws {
    let screen = try open(Job(id: Job.ios.id, name: "iOS Engineer", applied: true))
    try screen.send("withdraw")
    #expect(
      screen.view.children == [
        .text("Saving…"), .button(action: "withdraw", title: "Remove application", enabled: false),
      ])
    await screen.runEffects()
    #expect(screen.view.children == [.text("You have not applied yet."), .button(action: "apply", title: "Apply…")])
    #expect(gateway.calls == [.withdraw(Job.ios.id)])
    #expect(store.calls == [.markWithdrawn(Job.ios.id)])
  }

  @Test func aRefusedWithdrawalShowsAnAlertAndLeavesTheJobAsItWas() throws {
    let screen = try open(.qa)
    try screen.send("withdraw")
    screen.receive(JobsResult.applicationFailed(Job.qa.id, .badAnswer(detail: "The server answered with status 500.")))
    #expect(
      screen.view.children == [
        .text("You applied to this job."), .button(action: "withdraw", title: "Remove application"),
        .alert(
          title: "Request Failure", message: "The server answered with status 500.",
          actions: [NodeAction(action: "dismiss", title: "OK")]),
      ])
    try screen.send("dismiss")
    #expect(screen.view.alert == nil)
  }

  @Test func wireInputOpensTheScreenAndBadInputIsRefused() throws {
    let screen = try ScreenTester(
      JobDetailModule(effects: JobsEffectHandler(gateway: gateway, store: store)),
      input: .json(["id": 2, "name": "QA Engineer", "applied": true]))
    #expect(screen.view.children.first == .text("You applied to this job."))
    #expect(throws: InputError.self) {
      try JobDetailModule(effects: JobsEffectHandler(gateway: gateway, store: store)).makeScreen(input: .none)
    }
  }
}
