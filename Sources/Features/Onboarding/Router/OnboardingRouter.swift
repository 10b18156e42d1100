import ViperKit

/// Starting the application replaces the whole stack with the app's first
/// screen, so back cannot return to onboarding.
public struct OnboardingRouter: Router {
  /// The app's first screen (home), handed in by the composition root.
  public let applicationStart: Destination

  public init(applicationStart: Destination) { self.applicationStart = applicationStart }

  public func navigation(for route: OnboardingInteractor.Route) -> Navigation {
    switch route {
    case .startApplication: .replaceRoot(applicationStart)
    }
  }
}
