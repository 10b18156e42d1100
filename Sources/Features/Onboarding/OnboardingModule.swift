import ViperKit

/// The onboarding module: builds the screen from its VIPER parts.
public struct OnboardingModule: ScreenModule {
  public static let key = ModuleKey<NoInput>("onboarding")

  public let manifest = ModuleManifest(
    key: Self.key, title: "Onboarding", version: "1.0.0", listedOnHome: false)

  private let images: any OnboardingImageGateway
  private let store: any OnboardingCompletionStore
  private let applicationStart: Destination

  public init(images: any OnboardingImageGateway, store: any OnboardingCompletionStore, applicationStart: Destination) {
    self.images = images
    self.store = store
    self.applicationStart = applicationStart
  }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    _ = try input.decode(as: NoInput.self)
    return VIPERScreen(
      interactor: OnboardingInteractor(queue: images.imageQueue()),
      presenter: OnboardingPresenter(),
      viewAdapter: OnboardingViewAdapter(),
      router: OnboardingRouter(applicationStart: applicationStart),
      effectHandler: OnboardingEffectHandler(store: store))
  }
}
