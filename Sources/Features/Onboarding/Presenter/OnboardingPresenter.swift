import ViperKit

/// The words of the onboarding screen. The button reads `Continue` while
/// more images follow and `Start` on the last.
public struct OnboardingPresenter: Presenter {
  public static let title = "Welcome"
  public static let continueTitle = "Continue"
  public static let startTitle = "Start"
  public static let startingLabel = "Starting…"
  public static let saveFailedTitle = "Error"
  public static let retryTitle = "Retry"

  public init() {}

  public func present(_ interactor: OnboardingInteractor) -> OnboardingViewModel {
    let content: OnboardingViewModel.Content
    switch interactor.state {
    case .showing(let current, let remaining):
      content = .image(
        name: current.name, label: current.label, buttonTitle: remaining.isEmpty ? Self.startTitle : Self.continueTitle)
    case .ready, .finishing, .finished:
      content = .starting(label: Self.startingLabel)
    case .failed(let reason):
      let alert = Alert(title: Self.saveFailedTitle, message: "Could not save your progress: \(reason)")
      content = .saveFailed(alert, retryTitle: Self.retryTitle)
    }
    return OnboardingViewModel(title: Self.title, content: content)
  }
}
