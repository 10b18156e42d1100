import Testing
import ViperKit
import ViperTesting

@testable import Onboarding

/// The source's presenter tests, restated for the state machine, and the
/// re-render bug it fixes: every step describes the whole new state, the
/// exact effects and the route.
@Suite("Onboarding interactor")
struct OnboardingInteractorTests {
  let a = OnboardingImage("correct-next")
  let b = OnboardingImage("something")
  let c = OnboardingImage("something-else")

  @Test("tutorial tests 1 and 2: the next image is extracted and the queue shrinks by one")
  func walksTheQueue() {
    var tester = InteractorTester(OnboardingInteractor(queue: [a, b, c]))
    tester.start { $0.state = .showing(current: a, remaining: [b, c]) }
    tester.send(.continueTapped) { $0.state = .showing(current: b, remaining: [c]) }
    tester.send(.continueTapped) { $0.state = .showing(current: c, remaining: []) }
  }

  @Test("tutorial test 5: pressing after the last image starts the application once saved")
  func applicationStartsOnEmptyQueue() {
    var tester = InteractorTester(OnboardingInteractor(queue: [a]))
    tester.start { $0.state = .showing(current: a, remaining: []) }
    tester.send(.continueTapped, effects: [.markCompleted]) { $0.state = .finishing }
    tester.receive(.completionSaved, route: .startApplication) { $0.state = .finished }
  }

  @Test("tutorial test 6: the completion flag is asked for on the empty queue")
  func completionFlagRequested() {
    var tester = InteractorTester(OnboardingInteractor(queue: []))
    tester.start(effects: [.markCompleted]) { $0.state = .finishing }
  }

  @Test func startingOrResumingAgainDoesNotAdvanceTheQueue() {
    var tester = InteractorTester(OnboardingInteractor(queue: [a, b]))
    tester.start { $0.state = .showing(current: a, remaining: [b]) }
    tester.start()
    tester.resume()
  }

  @Test func aFailedSaveCanBeRetried() {
    var tester = InteractorTester(OnboardingInteractor(queue: []))
    tester.start(effects: [.markCompleted]) { $0.state = .finishing }
    tester.receive(.completionFailed(reason: .storage("disk full"))) {
      $0.state = .failed(reason: .storage("disk full"))
    }
    tester.send(.retryTapped, effects: [.markCompleted]) { $0.state = .finishing }
    tester.receive(.completionSaved, route: .startApplication) { $0.state = .finished }
  }

  @Test func pressesWhileSavingAreIgnored() {
    var tester = InteractorTester(OnboardingInteractor(queue: []))
    tester.start(effects: [.markCompleted]) { $0.state = .finishing }
    tester.send(.continueTapped)
    tester.send(.retryTapped)
  }

  @Test func retryIsIgnoredWhileAnImageShows() {
    var tester = InteractorTester(OnboardingInteractor(queue: [a]))
    tester.start { $0.state = .showing(current: a, remaining: []) }
    tester.send(.retryTapped)
  }

  @Test func resultsOutsideASaveChangeNothing() {
    var tester = InteractorTester(OnboardingInteractor(queue: [a]))
    tester.start { $0.state = .showing(current: a, remaining: []) }
    tester.receive(.completionSaved)
    tester.receive(.completionFailed(reason: .storage("late")))
    tester.send(.continueTapped, effects: [.markCompleted]) { $0.state = .finishing }
    tester.receive(.completionSaved, route: .startApplication) { $0.state = .finished }
    tester.receive(.completionSaved)
    tester.send(.continueTapped)
  }

  @Test("the queue never grows and each image shows once, in order", arguments: 0...6)
  func everyImageShowsOnceInOrder(count: Int) {
    let queue = (0..<count).map { OnboardingImage("i\($0)") }
    var tester = InteractorTester(OnboardingInteractor(queue: queue))
    if let first = queue.first {
      tester.start { $0.state = .showing(current: first, remaining: Array(queue.dropFirst())) }
      for index in queue.indices.dropFirst() {
        tester.send(.continueTapped) {
          $0.state = .showing(current: queue[index], remaining: Array(queue[(index + 1)...]))
        }
      }
      tester.send(.continueTapped, effects: [.markCompleted]) { $0.state = .finishing }
    } else {
      tester.start(effects: [.markCompleted]) { $0.state = .finishing }
    }
  }
}
