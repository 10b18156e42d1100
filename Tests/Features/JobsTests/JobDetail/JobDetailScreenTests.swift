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
          children: [.text("You have not applied yet."), .button(action: "apply", title: "Apply")]))
    #expect(screen.pendingEffects.isEmpty)
  }

  @Test func applyingDisablesTheToggleUntilSaved() async throws {
    let screen = try open(.ios)
    try screen.send("apply")
    #expect(
      screen.view.children == [.text("Saving…"), .button(action: "apply", title: "Apply", enabled: false)])
    await screen.runEffects()
    #expect(
      screen.view.children == [
        .text("You applied to this job."), .button(action: "withdraw", title: "Remove application"),
      ])
    #expect(gateway.calls == [.apply(Job.ios.id)])
    #expect(store.calls == [.markApplied(Job.ios.id)])
  }

  @Test func aRefusedApplicationShowsAnAlertAndLeavesTheJobAsItWas() throws {
    let screen = try open(.ios)
    try screen.send("apply")
    screen.receive(JobsResult.applicationFailed(Job.ios.id, .badAnswer(detail: "The server answered with status 500.")))
    #expect(
      screen.view.children == [
        .text("You have not applied yet."), .button(action: "apply", title: "Apply"),
        .alert(
          title: "Request Failure", message: "The server answered with status 500.",
          actions: [AlertAction(action: "dismiss", title: "OK")]),
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
