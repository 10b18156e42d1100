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

  /// The text fields, each sent under its raw value (a ViperKit `TextFieldKey`).
  public enum Field: String, Hashable, Codable, Sendable, CaseIterable, TextFieldKey {
    case title, notes, secret
  }

  public internal(set) var draft = MyScreenDraft()
  /// Which problems show: a field's once focus left it, all after `Save` (a ViperKit `FormProgress`).
  public internal(set) var progress = FormProgress<Field>()
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

  /// The missing title shows: once focus left it, or after `Save`.
  public var showsMissingTitle: Bool { titleIsMissing && progress.shows(.title) }

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
    case .edited(let field, let text, let left):
      switch field {
      case .title: draft.title = text
      case .notes: draft.notes = text
      case .secret: draft.secret = Secret(text)
      }
      progress.edited(field, leaving: left)
    case .saveTapped:
      progress.submit()
      guard !titleIsMissing else { return .none }
      isSaving = true
      failure = nil
      return .effect(.add(draft))
    case .cancelTapped: return .route(.cancelled)
    }
    return .none
  }
}
