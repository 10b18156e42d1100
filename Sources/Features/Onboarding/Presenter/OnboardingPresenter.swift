import ViperKit

/// The words of the onboarding screen. The button reads `Continue` while
/// more images follow and `Start` on the last; a failure reads as
/// `OnboardingFailure+Alert.swift` words it.
public struct OnboardingPresenter: Presenter {
  public static let title = "Welcome"
  public static let continueTitle = "Continue"
  public static let startTitle = "Start"
  public static let startingLabel = "Starting…"
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
      content = .saveFailed(reason.alert, retryTitle: Self.retryTitle)
    }
    return OnboardingViewModel(title: Self.title, content: content)
  }
}
