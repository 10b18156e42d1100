import ViperKit

/// The form's logic, with no I/O: it keeps what was typed, checks the title,
/// saves the draft and goes back once it is saved. `Codable`, so a restored
/// session brings the typed title and notes back (rule 7); the secret is a
/// `Secret`, which no snapshot holds (docs/MODULE-SHAPE.md, "What is saved").
public struct MyPartInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Route: Hashable, Sendable {
    /// The item was saved: back to the screen below.
    case saved
    case cancelled
  }

  public internal(set) var draft = MyScreenDraft()
  /// The title's problem shows once focus left it, or after `Save`.
  public internal(set) var checksTitle = false
  /// The draft is on its way to the gateway: the form is pending.
  public internal(set) var isSaving = false
  /// Why the last save failed.
  public internal(set) var failure: MyScreenFailure?

  public init() {}

  public mutating func start() -> Transition<MyScreenEffect, Route> { .none }

  /// A save that was running is not sent again: the secret did not survive
  /// the restart, so the user saves again.
  public mutating func restored() -> Transition<MyScreenEffect, Route> {
    isSaving = false
    return .none
  }

  /// The title is needed.
  public var titleIsMissing: Bool { draft.trimmedTitle.isEmpty }

  public mutating func handle(_ event: ModuleEvent<MyPartIntent, MyScreenResult>) -> Transition<MyScreenEffect, Route> {
    switch event {
    case .intent(let intent): return handle(intent)
    case .result(.added) where isSaving:
      return .route(.saved)  // pending until it closes: no view between the save and the pop
    case .result(.addFailed(let failure)) where isSaving:
      isSaving = false
      self.failure = failure
      return .none
    case .result: return .none
    }
  }

  private mutating func handle(_ intent: MyPartIntent) -> Transition<MyScreenEffect, Route> {
    if intent == .cancelTapped { return .route(.cancelled) }
    guard !isSaving else { return .none }
    switch intent {
    case .titleEdited(let text, let left):
      draft.title = text
      checksTitle = checksTitle || left
    case .notesEdited(let text): draft.notes = text
    case .secretEdited(let text): draft.secret = Secret(text)
    case .saveTapped:
      checksTitle = true
      guard !titleIsMissing else { return .none }
      isSaving = true
      failure = nil
      return .effect(.add(draft))
    case .cancelTapped: return .route(.cancelled)
    }
    return .none
  }
}
