import Testing
import ViperKit

@testable import Onboarding

/// The source's six presenter tests, restated for the state machine, and
/// the re-render bug it fixes. All synchronous, no doubles.
@Suite("Onboarding interactor")
struct OnboardingInteractorTests {
  let full = [OnboardingImage("correct-next"), OnboardingImage("something"), OnboardingImage("something-else")]

  @Test("source test 1: the next image is extracted")
  func nextImageExtracted() {
    var interactor = OnboardingInteractor(queue: full)
    _ = interactor.start()
    guard case .showing(let current, _) = interactor.state else {
      Issue.record("expected an image on screen, got \(interactor.state)")
      return
    }
    #expect(current == OnboardingImage("correct-next"))
  }

  @Test("source test 2: the queue shrinks by one")
  func queueShrinks() {
    var interactor = OnboardingInteractor(queue: full)
    _ = interactor.start()
    guard case .showing(_, let remaining) = interactor.state else {
      Issue.record("expected an image on screen")
      return
    }
    #expect(remaining.count == full.count - 1)
    _ = interactor.apply(.buttonPressed)
    guard case .showing(let current, let remaining) = interactor.state else { return }
    #expect(current == OnboardingImage("something"))
    #expect(remaining == [OnboardingImage("something-else")])
  }

  @Test("source test 5: pressing after the last image starts the application once saved")
  func applicationStartsOnEmptyQueue() {
    var interactor = OnboardingInteractor(queue: [OnboardingImage("only")])
    _ = interactor.start()
    let pressed = interactor.apply(.buttonPressed)
    #expect(pressed == .effect(.markCompleted))
    #expect(interactor.state == .finishing)
    #expect(interactor.apply(.completionSaved) == .route(.startApplication))
    #expect(interactor.state == .finished)
  }

  @Test("source test 6: the completion flag is asked for on the empty queue")
  func completionFlagRequested() {
    var interactor = OnboardingInteractor(queue: [])
    #expect(interactor.start() == .effect(.markCompleted))
  }

  @Test func startingAgainDoesNotAdvanceTheQueue() {
    var interactor = OnboardingInteractor(queue: full)
    _ = interactor.start()
    let shown = interactor.state
    #expect(interactor.start() == .none)
    #expect(interactor.resume() == .none)
    #expect(interactor.state == shown)
  }

  @Test func aFailedSaveCanBeRetried() {
    var interactor = OnboardingInteractor(queue: [])
    _ = interactor.start()
    #expect(interactor.apply(.completionFailed(reason: "disk full")) == .none)
    #expect(interactor.state == .failed(reason: "disk full"))
    #expect(interactor.apply(.retryPressed) == .effect(.markCompleted))
    #expect(interactor.state == .finishing)
  }

  @Test func pressesWhileSavingAreIgnored() {
    var interactor = OnboardingInteractor(queue: [])
    _ = interactor.start()
    #expect(interactor.apply(.buttonPressed) == .none)
    #expect(interactor.apply(.retryPressed) == .none)
    #expect(interactor.state == .finishing)
  }

  @Test("the queue never grows and each image shows once, in order", arguments: 0...6)
  func everyImageShowsOnceInOrder(count: Int) {
    let queue = (0..<count).map { OnboardingImage("i\($0)") }
    var interactor = OnboardingInteractor(queue: queue)
    var shown: [OnboardingImage] = []
    var transition = interactor.start()
    while case .showing(let current, _) = interactor.state {
      shown.append(current)
      transition = interactor.apply(.buttonPressed)
    }
    #expect(shown == queue)
    #expect(transition == .effect(.markCompleted))
  }
}
