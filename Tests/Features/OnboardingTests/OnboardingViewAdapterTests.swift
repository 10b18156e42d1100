import Testing
import ViperKit

@testable import Onboarding

@Suite("Onboarding view adapter")
struct OnboardingViewAdapterTests {
  let adapter = OnboardingViewAdapter()
  let imageModel = OnboardingViewModel(title: "Welcome", content: .image(name: "onboarding-1", buttonTitle: "Continue"))

  @Test func rendersTheImageAndItsButton() {
    #expect(
      adapter.render(imageModel)
        == .screen(
          title: "Welcome",
          children: [.image(.name("onboarding-1")), .button(action: "continue", title: "Continue", enabled: true)]))
  }

  @Test func rendersAnAlertWithRetryWhenSavingFailed() {
    let model = OnboardingViewModel(title: "Welcome", content: .saveFailed(message: "m"))
    #expect(
      adapter.render(model)
        == .screen(
          title: "Welcome",
          children: [.alert(title: "Error", message: "m", actions: [AlertAction(action: "retry", title: "Retry")])]))
  }

  @Test func mapsActionsToEvents() throws {
    #expect(try adapter.intent(for: "continue", value: nil, in: imageModel) == .buttonPressed)
    let failed = OnboardingViewModel(title: "Welcome", content: .saveFailed(message: "m"))
    #expect(try adapter.intent(for: "retry", value: nil, in: failed) == .retryPressed)
  }

  @Test func rejectsUnknownAndUnofferedActions() {
    #expect(throws: ActionError.unknownAction("jump")) { try adapter.intent(for: "jump", value: nil, in: imageModel) }
    #expect(throws: ActionError.self) { try adapter.intent(for: "retry", value: nil, in: imageModel) }
  }
}
