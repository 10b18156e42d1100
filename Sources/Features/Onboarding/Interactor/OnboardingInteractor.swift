import ViperKit

/// The onboarding queue as a state machine. Opening shows the first image;
/// each press of the button takes the next; the press after the last image
/// saves the completion flag and, once it is durable, starts the app.
///
/// `start` is idempotent: re-rendering or re-opening never advances the
/// queue (the source advanced on every `viewWillAppear`).
public struct OnboardingInteractor: Interactor, Equatable {
  public typealias Intent = Event
  public typealias Result = Event
  public enum State: Equatable, Sendable {
    /// Not shown yet: the whole queue is waiting.
    case ready(queue: [OnboardingImage])
    /// `current` is on screen; `remaining` follow it.
    case showing(current: OnboardingImage, remaining: [OnboardingImage])
    /// The completion flag is being saved.
    case finishing
    /// Saving failed; the user can retry.
    case failed(reason: String)
    /// Saved; the app has been asked to start.
    case finished
  }

  public enum Event: Equatable, Sendable {
    case buttonPressed
    case retryPressed
    case completionSaved
    case completionFailed(reason: String)
  }

  public enum Effect: Equatable, Sendable {
    case markCompleted
  }

  public enum Route: Equatable, Sendable {
    case startApplication
  }

  public private(set) var state: State

  public init(queue: [OnboardingImage]) {
    state = .ready(queue: queue)
  }

  public mutating func start() -> Transition<Effect, Route> {
    guard case .ready(let queue) = state else { return .none }
    return showNext(from: queue)
  }

  public mutating func handle(_ event: ModuleEvent<Intent, Result>) -> Transition<Effect, Route> {
    switch event {
    case .intent(let event), .result(let event): return apply(event)
    }
  }

  public mutating func apply(_ event: Event) -> Transition<Effect, Route> {
    switch (state, event) {
    case (.showing(_, let remaining), .buttonPressed):
      return showNext(from: remaining)
    case (.failed, .retryPressed):
      state = .finishing
      return .effect(.markCompleted)
    case (.finishing, .completionSaved):
      state = .finished
      return .route(.startApplication)
    case (.finishing, .completionFailed(let reason)):
      state = .failed(reason: reason)
      return .none
    default:
      return .none
    }
  }

  private mutating func showNext(from queue: [OnboardingImage]) -> Transition<Effect, Route> {
    guard let next = queue.first else {
      state = .finishing
      return .effect(.markCompleted)
    }
    state = .showing(current: next, remaining: Array(queue.dropFirst()))
    return .none
  }
}
