import Testing
import ViperKit

@testable import Jobs

/// The talk's recipe: arrange a state, send an event, assert the new state
/// and the effect. Synchronous, no doubles.
@Suite("Job list state machine")
struct JobListStateTests {
  static let ios = Job(id: JobID(1), name: "iOS Engineer", applied: false)
  static let qa = Job(id: JobID(2), name: "QA Engineer", applied: true)
  static let loaded = JobListState(jobs: [ios, qa])
  static let alert = JobsAlert(title: "Network Offline", message: "The server cannot be reached.")

  func send(_ event: JobsEvent, to state: JobListState) -> (JobListState, Transition<JobsEffect, JobListState.Route>) {
    var state = state
    let transition = state.apply(event)
    return (state, transition)
  }

  @Test func openingDownloadsTheJobs() throws {
    var state = JobListState()
    #expect(state.start() == .effect(.downloadJobs))
    #expect(state.isLoading)
    try expectSnapshot(state, named: "opened")
  }

  @Test func downloadedJobsReplaceTheListAndEndLoading() throws {
    let (state, transition) = send(.jobsDownloaded([Self.ios, Self.qa]), to: JobListState(isLoading: true))
    #expect(transition == .none)
    #expect(state == Self.loaded)
    try expectSnapshot(state, named: "downloaded")
  }

  @Test func aRefreshWhileLoadingIsIgnored() {
    let loading = JobListState(jobs: [Self.ios], isLoading: true)
    let (state, transition) = send(.refreshed, to: loading)
    #expect(transition == .none)
    #expect(state == loading)
  }

  @Test func aRefreshWhenIdleDownloadsAgain() {
    let (state, transition) = send(.refreshed, to: Self.loaded)
    #expect(transition == .effect(.downloadJobs))
    #expect(state.isLoading && state.jobs == Self.loaded.jobs)
  }

  @Test func aDownloadErrorShowsAnAlertAndKeepsTheOldList() throws {
    let (state, transition) = send(.errorArose(Self.alert), to: JobListState(jobs: [Self.ios], isLoading: true))
    #expect(transition == .none)
    #expect(state.jobs == [Self.ios])
    #expect(!state.isLoading)
    #expect(state.alert == Self.alert)
    try expectSnapshot(state, named: "download-failed")
    #expect(send(.alertDismissed, to: state).0.alert == nil)
  }

  @Test func applyingEmitsMarkJobAsAppliedAndWaitsForIt() throws {
    let (state, transition) = send(.apply(JobID(1)), to: Self.loaded)
    #expect(transition == .effect(.markJobAsApplied(JobID(1))))
    #expect(state.pending == [JobID(1)])
    #expect(state.job(JobID(1))?.applied == false)  // not before the server and database agreed
    try expectSnapshot(state, named: "applying")
    let (saved, _) = send(.applicationChanged(JobID(1), applied: true), to: state)
    #expect(saved.pending.isEmpty)
    #expect(saved.job(JobID(1))?.applied == true)
  }

  @Test func withdrawingEmitsMarkJobAsWithdrawn() {
    let (state, transition) = send(.withdraw(JobID(2)), to: Self.loaded)
    #expect(transition == .effect(.markJobAsWithdrawn(JobID(2))))
    #expect(state.pending == [JobID(2)])
  }

  @Test(
    "toggles that make no sense do nothing",
    arguments: [
      JobsEvent.apply(JobID(2)),  // already applied
      .withdraw(JobID(1)),  // not applied
      .apply(JobID(99)),  // no such job
      .selected(JobID(99)),
    ])
  func senselessTogglesAreIgnored(event: JobsEvent) {
    let (state, transition) = send(event, to: Self.loaded)
    #expect(transition == .none)
    #expect(state == Self.loaded)
  }

  @Test func aSecondToggleWhileSavingIsIgnored() {
    let (saving, _) = send(.apply(JobID(1)), to: Self.loaded)
    #expect(send(.apply(JobID(1)), to: saving).1 == .none)
  }

  @Test func aFailedApplicationShowsAnAlertAndLeavesTheJobAsItWas() {
    let (saving, _) = send(.apply(JobID(1)), to: Self.loaded)
    let (state, _) = send(.applicationFailed(JobID(1), Self.alert), to: saving)
    #expect(state.pending.isEmpty)
    #expect(state.job(JobID(1))?.applied == false)
    #expect(state.alert == Self.alert)
  }

  @Test func selectingARowRoutesToTheDetailWithTheJob() {
    #expect(send(.selected(JobID(2)), to: Self.loaded).1 == .route(.detail(Self.qa)))
  }

  @Test func comingBackReloadsApplicationsFromTheDatabase() {
    var state = Self.loaded
    #expect(state.resume() == .effect(.loadApplications))
    let (reloaded, _) = send(.applicationsLoaded([JobID(1)]), to: state)
    #expect(reloaded.jobs.map(\.applied) == [true, false])
  }

  @Test func theListNeverHoldsDuplicateOrPhantomPendingJobs() {
    var state = Self.loaded
    _ = state.apply(.apply(JobID(1)))
    _ = state.apply(.jobsDownloaded([Self.qa]))
    #expect(state.pending.isEmpty)
  }
}

@Suite("Job detail state machine")
struct JobDetailStateTests {
  @Test func theToggleWorksOnTheScreensJobOnly() {
    var state = JobDetailState(job: JobListStateTests.ios)
    #expect(state.apply(.apply(JobID(2))) == .none)
    #expect(state.apply(.apply(JobID(1))) == .effect(.markJobAsApplied(JobID(1))))
    #expect(state.isSaving)
    #expect(state.apply(.apply(JobID(1))) == .none)
    _ = state.apply(.applicationChanged(JobID(1), applied: true))
    #expect(state.job.applied && !state.isSaving)
    #expect(state.apply(.withdraw(JobID(1))) == .effect(.markJobAsWithdrawn(JobID(1))))
  }
}
