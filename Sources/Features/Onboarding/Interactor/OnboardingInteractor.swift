import ViperKit

/// The onboarding queue as a state machine. Opening shows the first image;
/// each press of the button takes the next; the press after the last image
/// saves the completion flag and, once it is durable, starts the app.
///
/// `start` is idempotent: re-rendering or re-opening never advances the
/// queue (the MVP+TDD onboarding tutorial this restates advanced on every `viewWillAppear`).
public struct OnboardingInteractor: Interactor, Equatable, Codable {
  public typealias Intent = OnboardingIntent
  public typealias Result = OnboardingResult
  public typealias Effect = OnboardingEffect

  /// Where onboarding leads.
  public enum Route: Equatable, Sendable {
    /// Onboarding is done: on to the application's first screen.
    case startApplication
  }

  public enum State: Equatable, Codable, Sendable {
    /// Not shown yet: the whole queue is waiting.
    case ready(queue: [OnboardingImage])
    /// `current` is on screen; `remaining` follow it.
    case showing(current: OnboardingImage, remaining: [OnboardingImage])
    /// The completion flag is being saved.
    case finishing
    /// Saving failed; the user can retry.
    case failed(reason: OnboardingFailure)
    /// Saved; the app has been asked to start.
    case finished
  }

  public internal(set) var state: State

  public init(queue: [OnboardingImage]) {
    state = .ready(queue: queue)
  }

  public mutating func start() -> Transition<OnboardingEffect, Route> {
    guard case .ready(let queue) = state else { return .none }
    return showNext(from: queue)
  }

  /// Rebuilt from a snapshot: a save that was under way is issued again
  /// (saving the flag twice is harmless); a queue never shown starts.
  public mutating func restored() -> Transition<OnboardingEffect, Route> {
    switch state {
    case .ready: start()
    case .finishing: .effect(.markCompleted)
    case .showing, .failed, .finished: .none
    }
  }

  public mutating func handle(
    _ event: ModuleEvent<OnboardingIntent, OnboardingResult>
  ) -> Transition<OnboardingEffect, Route> {
    switch event {
    case .intent(.continueTapped):
      // Only while an image shows: a press while saving changes nothing.
      guard case .showing(_, let remaining) = state else { return .none }
      return showNext(from: remaining)
    case .intent(.retryTapped):
      guard case .failed = state else { return .none }
      return saveCompletion()
    case .result(.completionSaved):
      guard state == .finishing else { return .none }
      state = .finished
      return .route(.startApplication)
    case .result(.completionFailed(let reason)):
      guard state == .finishing else { return .none }
      state = .failed(reason: reason)
      return .none
    }
  }

  private mutating func showNext(from queue: [OnboardingImage]) -> Transition<OnboardingEffect, Route> {
    guard let next = queue.first else { return saveCompletion() }
    state = .showing(current: next, remaining: Array(queue.dropFirst()))
    return .none
  }

  private mutating func saveCompletion() -> Transition<OnboardingEffect, Route> {
    state = .finishing
    return .effect(.markCompleted)
  }
}
