/// Decides the screen `app/start` opens as the root.
public protocol LaunchPolicy: Sendable {
  func launchDestination() -> Destination
}
