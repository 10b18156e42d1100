import Testing

@testable import Onboarding

@Suite("Onboarding presenter")
struct OnboardingPresenterTests {
  let presenter = OnboardingPresenter()

  func model(queue: [String], presses: Int = 0) -> OnboardingViewModel {
    var interactor = OnboardingInteractor(queue: queue.map(OnboardingImage.init))
    _ = interactor.start()
    for _ in 0..<presses { _ = interactor.apply(.buttonPressed) }
    return presenter.present(interactor)
  }

  @Test("source test 3: the button reads Continue while more images follow")
  func continueWhileMoreFollow() {
    #expect(model(queue: ["a", "b", "c"]).content == .image(name: "a", buttonTitle: "Continue"))
  }

  @Test("source test 4: the button reads Start on the last image")
  func startOnLastImage() {
    #expect(model(queue: ["last"]).content == .image(name: "last", buttonTitle: "Start"))
    #expect(model(queue: ["a", "b"], presses: 1).content == .image(name: "b", buttonTitle: "Start"))
  }

  @Test func savingShowsStartingAndFailureShowsTheReason() {
    #expect(model(queue: []).content == .starting)
    var interactor = OnboardingInteractor(queue: [])
    _ = interactor.start()
    _ = interactor.apply(.completionFailed(reason: "disk full"))
    #expect(presenter.present(interactor).content == .saveFailed(message: "Could not save your progress: disk full"))
  }
}
