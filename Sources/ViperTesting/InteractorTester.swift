import Testing
import ViperKit

/// Drives an interactor one event at a time and checks everything it did:
/// the whole new state (described as mutations of the state before), the
/// exact effects and the route. Exhaustive by default — a state change, an
/// effect or a route the test did not describe fails it, with a diff — like
/// TCA's `TestStore` and Workflow's `Action.tester(...).assert(state:)`.
///
/// ```swift
/// var tester = InteractorTester(JobListInteractor())
/// tester.start(effects: [.downloadJobs]) { $0.isLoading = true }
/// tester.receive(.jobsLoaded(jobs)) { $0.isLoading = false; $0.jobs = jobs }
/// tester.send(.applyTapped(JobID(1)), effects: [.markJobAsApplied(JobID(1))]) { $0.pending = [JobID(1)] }
/// ```
public struct InteractorTester<I: Interactor & Equatable> where I.Effect: Equatable, I.Route: Equatable {
  /// How much of each step a test must describe.
  public enum Exhaustivity: Sendable {
    /// Every state change, every effect and the route (the default).
    case on
    /// Only what the test describes: the state is compared only when the
    /// step gives a mutation, effects and route only when given; what went
    /// unchecked is listed in `skipped`.
    case off
  }

  /// The interactor as the last step left it.
  public private(set) var state: I
  public let exhaustivity: Exhaustivity
  /// What a non-exhaustive tester did not check, one line per item.
  public private(set) var skipped: [String] = []

  public init(_ interactor: I, exhaustivity: Exhaustivity = .on) {
    state = interactor
    self.exhaustivity = exhaustivity
  }

  /// The screen opens.
  public mutating func start(
    effects: [I.Effect]? = nil, route: I.Route?? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ mutate: ((inout I) -> Void)? = nil
  ) {
    step("start", effects: effects, route: route, sourceLocation: sourceLocation, mutate) { $0.start() }
  }

  /// The screen is on top again.
  public mutating func resume(
    effects: [I.Effect]? = nil, route: I.Route?? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ mutate: ((inout I) -> Void)? = nil
  ) {
    step("resume", effects: effects, route: route, sourceLocation: sourceLocation, mutate) { $0.resume() }
  }

  /// The state was rebuilt from a snapshot (a restored session).
  public mutating func restored(
    effects: [I.Effect]? = nil, route: I.Route?? = nil, sourceLocation: SourceLocation = #_sourceLocation,
    _ mutate: ((inout I) -> Void)? = nil
  ) {
    step("restored", effects: effects, route: route, sourceLocation: sourceLocation, mutate) { $0.restored() }
  }

  /// The user did something.
  public mutating func send(
    _ intent: I.Intent, effects: [I.Effect]? = nil, route: I.Route?? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, _ mutate: ((inout I) -> Void)? = nil
  ) {
    step("send \(intent)", effects: effects, route: route, sourceLocation: sourceLocation, mutate) {
      $0.handle(.intent(intent))
    }
  }

  /// An effect reported back.
  public mutating func receive(
    _ result: I.Result, effects: [I.Effect]? = nil, route: I.Route?? = nil,
    sourceLocation: SourceLocation = #_sourceLocation, _ mutate: ((inout I) -> Void)? = nil
  ) {
    step("receive \(result)", effects: effects, route: route, sourceLocation: sourceLocation, mutate) {
      $0.handle(.result(result))
    }
  }

  private mutating func step(
    _ name: String, effects expectedEffects: [I.Effect]?, route expectedRoute: I.Route??,
    sourceLocation: SourceLocation, _ mutate: ((inout I) -> Void)?,
    _ body: (inout I) -> Transition<I.Effect, I.Route>
  ) {
    var expected = state
    let transition = body(&state)
    if let mutate {
      mutate(&expected)
      check(expected, state, what: "state after \(name)", sourceLocation)
    } else if exhaustivity == .on {
      check(expected, state, what: "state after \(name) (describe the change, or assert none)", sourceLocation)
    } else if expected != state {
      skipped.append("\(name): the state changed")
    }
    if let expectedEffects {
      check(expectedEffects, transition.effects, what: "effects of \(name)", sourceLocation)
    } else if exhaustivity == .on {
      check([], transition.effects, what: "effects of \(name) (expected none)", sourceLocation)
    } else if !transition.effects.isEmpty {
      skipped.append("\(name): effects \(transition.effects)")
    }
    if let expectedRoute {
      check(expectedRoute, transition.route, what: "route of \(name)", sourceLocation)
    } else if exhaustivity == .on {
      check(nil, transition.route, what: "route of \(name) (expected none)", sourceLocation)
    } else if let route = transition.route {
      skipped.append("\(name): route \(route)")
    }
  }

  private func check<Value: Equatable>(
    _ expected: Value, _ actual: Value, what: String, _ sourceLocation: SourceLocation
  ) {
    guard expected != actual else { return }
    Issue.record(
      Comment(rawValue: "\(what) differs (- expected, + actual):\n" + Difference.lines(expected, actual)),
      sourceLocation: sourceLocation)
  }
}
