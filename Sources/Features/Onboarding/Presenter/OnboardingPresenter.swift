import ViperKit

/// The button reads `Continue` while more images follow and `Start` on the last.
public struct OnboardingPresenter: Presenter {
  public static let continueTitle = "Continue"
  public static let startTitle = "Start"

  public init() {}

  public func present(_ interactor: OnboardingInteractor) -> OnboardingViewModel {
    let content: OnboardingViewModel.Content
    switch interactor.state {
    case .showing(let current, let remaining):
      content = .image(name: current.name, buttonTitle: remaining.isEmpty ? Self.startTitle : Self.continueTitle)
    case .ready, .finishing, .finished:
      content = .starting
    case .failed(let reason):
      content = .saveFailed(message: "Could not save your progress: \(reason)")
    }
    return OnboardingViewModel(title: "Welcome", content: content)
  }
}
