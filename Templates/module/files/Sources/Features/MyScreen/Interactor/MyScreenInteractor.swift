import ViperKit

/// The screen's logic as a state machine, with no I/O: it loads the saved
/// count, counts up by `step`, saves the count, and keeps a failure until the
/// user dismisses it. `Codable`, so the screen takes snapshots (a restored
/// session, `debug/state`): keep what it holds `Codable` too.
public struct MyScreenInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Phase: Hashable, Codable, Sendable {
    /// The saved count is on its way (the screen just opened).
    case loading
    /// The user counts; `failure`, when the last load or save failed.
    case ready(failure: MyScreenFailure?)
    /// The count is on its way to the gateway.
    case saving
  }

  public enum Route: Hashable, Sendable {
    /// Back to the screen below.
    case done
  }

  /// What the add button adds.
  public let step: Int
  public internal(set) var phase = Phase.loading
  public internal(set) var count = 0
  /// The count saved last; nil when none was.
  public internal(set) var saved: Int?

  public init(step: Int) { self.step = step }

  /// Opening loads the saved count.
  public mutating func start() -> Transition<MyScreenEffect, Route> {
    .effect(.load)
  }

  public mutating func handle(_ event: ModuleEvent<MyScreenIntent, MyScreenResult>) -> Transition<MyScreenEffect, Route>
  {
    switch event {
    case .intent(.addTapped):
      guard phase != .loading else { return .none }
      count += step
      return .none
    case .intent(.saveTapped):
      guard case .ready = phase else { return .none }
      phase = .saving
      return .effect(.save(count))
    case .intent(.doneTapped):
      return .route(.done)
    case .intent(.alertDismissed):
      guard case .ready(.some) = phase else { return .none }
      phase = .ready(failure: nil)
      return .none
    case .result(.loaded(let saved)):
      guard phase == .loading else { return .none }
      self.saved = saved
      count = saved ?? 0
      phase = .ready(failure: nil)
      return .none
    case .result(.saved(let count)):
      guard phase == .saving else { return .none }
      saved = count
      phase = .ready(failure: nil)
      return .none
    case .result(.loadFailed(let failure)):
      guard phase == .loading else { return .none }
      phase = .ready(failure: failure)
      return .none
    case .result(.saveFailed(let failure)):
      guard phase == .saving else { return .none }
      phase = .ready(failure: failure)
      return .none
    }
  }
}
