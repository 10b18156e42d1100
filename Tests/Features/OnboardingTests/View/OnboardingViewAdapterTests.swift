import Testing
import ViperKit
import ViperTesting

@testable import Onboarding

@Suite("Onboarding view adapter")
struct OnboardingViewAdapterTests {
  let adapter = OnboardingViewAdapter()
  let imageModel = OnboardingViewModel(
    title: "Welcome", content: .image(name: "onboarding-1", label: "Hello", buttonTitle: "Continue"))
  let failedModel = OnboardingViewModel(
    title: "Welcome", content: .saveFailed(Alert(title: "Error", message: "m"), retryTitle: "Retry"))
  let startingModel = OnboardingViewModel(title: "Welcome", content: .starting(label: "Starting…"))

  @Test func rendersTheImageAndItsButton() {
    #expect(
      adapter.render(imageModel)
        == .screen(
          title: "Welcome",
          children: [
            .image(.name("onboarding-1", label: "Hello")),
            .button(action: "continue", title: "Continue", enabled: true),
          ]))
  }

  @Test func rendersASpinnerWhileStarting() {
    #expect(adapter.render(startingModel) == .screen(title: "Welcome", children: [.spinner(label: "Starting…")]))
  }

  @Test func rendersAnAlertWithRetryWhenSavingFailed() {
    #expect(
      adapter.render(failedModel)
        == .screen(
          title: "Welcome",
          children: [.alert(title: "Error", message: "m", actions: [NodeAction(action: "retry", title: "Retry")])]))
  }

  @Test func mapsActionsToIntents() throws {
    #expect(try adapter.intent(for: "continue", value: nil, in: imageModel) == .continueTapped)
    #expect(try adapter.intent(for: "retry", value: nil, in: failedModel) == .retryTapped)
  }

  @Test func refusesActionsOfferedButNotNow() {
    #expect(throws: ActionError.unavailable("retry", "not offered by the view right now")) {
      try adapter.intent(for: "retry", value: nil, in: imageModel)
    }
    #expect(throws: ActionError.unavailable("continue", "not offered by the view right now")) {
      try adapter.intent(for: "continue", value: nil, in: failedModel)
    }
    #expect(throws: ActionError.unavailable("continue", "not offered by the view right now")) {
      try adapter.intent(for: "continue", value: nil, in: startingModel)
    }
  }

  @Test func refusesUnknownActions() {
    #expect(throws: ActionError.unknownAction("jump")) { try adapter.intent(for: "jump", value: nil, in: imageModel) }
  }
}
