import Testing
import ViperKit
import ViperTesting

@testable import Jobs

/// The list assembled — view adapter, presenter, interactor, router and the
/// real effect handler over stub gateways — driven by wire action names, as
/// a frontend would.
@Suite("Job list screen")
struct JobListScreenTests {
  let gateway = JobsGatewayStub(jobs: [.ios, .qa])
  let store = AppliedJobsStoreSpy()
  var effects: JobsEffectHandler { JobsEffectHandler(gateway: gateway, store: store) }

  static let iosRow = ListItem(
    key: "1", title: "iOS Engineer", accessory: ListAccessory(action: "apply", title: "Apply"))
  static let qaRow = ListItem(
    key: "2", title: "QA Engineer", subtitle: "Applied",
    accessory: ListAccessory(action: "withdraw", title: "Remove application"))

  @Test func opensWithASpinnerThenShowsTheBoard() async throws {
    let screen = try ScreenTester(JobListModule(effects: effects))
    #expect(screen.view.children.dropFirst().first == .spinner(label: "Loading jobs…"))  // after the search field
    await screen.runEffects()
    #expect(screen.view.listItems == [Self.iosRow, Self.qaRow])
    #expect(gateway.calls == [.jobs])
    #expect(store.calls == [.markApplied(Job.qa.id)])  // the database learns what the server knew
  }

  @Test func applyingSavesOnTheServerThenInTheDatabase() async throws {
    let screen = try ScreenTester(JobListModule(effects: effects))
    await screen.runEffects()
    try screen.send("apply", "1")
    #expect(screen.view.listItems.first == ListItem(key: "1", title: "iOS Engineer", subtitle: "Saving…"))
    #expect(throws: ActionError.self) { try screen.send("apply", "1") }  // no toggle while saving
    await screen.runEffects()
    #expect(
      screen.view.listItems.first
        == ListItem(
          key: "1", title: "iOS Engineer", subtitle: "Applied",
          accessory: ListAccessory(action: "withdraw", title: "Remove application")))
    #expect(gateway.calls == [.jobs, .apply(Job.ios.id)])
    #expect(store.calls == [.markApplied(Job.qa.id), .markApplied(Job.ios.id)])
  }

  @Test func anOfflineServerShowsAnAlertUntilDismissed() async throws {
    gateway.failDownloads(with: .unreachable(detail: "The server cannot be reached."))
    let screen = try ScreenTester(JobListModule(effects: effects))
    await screen.runEffects()
    #expect(
      screen.view.alert
        == .alert(
          title: "Network Offline", message: "The server cannot be reached.",
          actions: [NodeAction(action: "dismiss", title: "OK")]))
    try screen.send("dismiss")
    #expect(screen.view.alert == nil)
    #expect(screen.view.listItems.isEmpty)
  }

  @Test func aStubbedResultStandsInForTheServer() throws {
    let screen = try ScreenTester(JobListModule(effects: effects))
    screen.receive(JobsResult.jobsLoaded([.ios]))
    #expect(screen.view.listItems == [Self.iosRow])
    #expect(!screen.view.children.contains(.spinner(label: "Loading jobs…")))
    #expect(gateway.calls.isEmpty)  // the download never ran
  }

  @Test func aRowOpensItsDetailAndTheListShowsWhatTheFormSaved() async throws {
    let list = try ScreenTester(JobListModule(effects: effects))
    await list.runEffects()
    try list.send("select", "1")
    let destination = try #require(list.navigations.last?.pushed)
    #expect(destination.module == JobDetailModule.key.name)

    let detail = try ScreenTester(JobDetailModule(effects: effects), input: destination.input)
    try detail.send("apply")
    let form = try ScreenTester(
      JobApplyModule(effects: effects), input: try #require(detail.navigations.last?.pushed).input)
    try form.edit("name", .text("Ada"))
    try form.edit("email", .text("ada@example.org"))
    try form.send("send")
    await form.runEffects()

    list.resume()  // the form and the detail closed
    await list.runEffects()
    #expect(list.view.listItems.first?.subtitle == "Applied")
  }
}
