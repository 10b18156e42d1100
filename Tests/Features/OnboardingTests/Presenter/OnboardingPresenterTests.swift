import Testing
import ViperKit

@testable import Onboarding

@Suite("Onboarding presenter")
struct OnboardingPresenterTests {
  let presenter = OnboardingPresenter()

  func model(_ state: OnboardingInteractor.State) -> OnboardingViewModel {
    var interactor = OnboardingInteractor(queue: [])
    interactor.state = state
    return presenter.present(interactor)
  }

  @Test("tutorial test 3: the button reads Continue while more images follow")
  func continueWhileMoreFollow() {
    let state = OnboardingInteractor.State.showing(
      current: OnboardingImage("a", label: "A"), remaining: [OnboardingImage("b")])
    #expect(
      model(state)
        == OnboardingViewModel(title: "Welcome", content: .image(name: "a", label: "A", buttonTitle: "Continue")))
  }

  @Test("tutorial test 4: the button reads Start on the last image")
  func startOnLastImage() {
    let state = OnboardingInteractor.State.showing(current: OnboardingImage("last"), remaining: [])
    #expect(model(state).content == .image(name: "last", label: nil, buttonTitle: "Start"))
  }

  @Test(arguments: [
    OnboardingInteractor.State.ready(queue: [OnboardingImage("a")]), .finishing, .finished,
  ])
  func savingOrStartingShowsStarting(state: OnboardingInteractor.State) {
    #expect(model(state) == OnboardingViewModel(title: "Welcome", content: .starting(label: "Starting…")))
  }

  @Test func aFailedSaveIsAnErrorAlertWithTheReasonAndRetry() {
    #expect(
      model(.failed(reason: .storage("disk full"))).content
        == .saveFailed(
          Alert(title: "Error", message: "Could not save your progress: disk full"), retryTitle: "Retry"))
  }
}
