import Persistence
import ViperKit

/// What onboarding brings to a host: its schema, its module and the launch
/// policy that opens it until it was completed once.
public enum OnboardingFeature {
  public static let migrations: [Migration] = [SQLiteOnboardingCompletionStore.migration]

  /// `applicationStart`: where the app goes once onboarding is done.
  public static func assemble(database: AppDatabase, applicationStart: Destination) -> (
    module: any ScreenModule, launchPolicy: any LaunchPolicy
  ) {
    let store = SQLiteOnboardingCompletionStore(database: database)
    return (
      OnboardingModule(images: InMemoryOnboardingImages(), store: store, applicationStart: applicationStart),
      OnboardingLaunchPolicy(store: store, applicationStart: applicationStart)
    )
  }
}
