import ViperKit

/// The add form as a state machine: what the user typed and chose (kept in
/// the snapshot, so a restored form shows it), which problems show (of a
/// field left, or all after a submit), and the save. A valid submit asks
/// for `add` and waits; saved, it routes back to the list.
public struct TodoAddInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = TodoAddIntent
  public typealias Result = TodosResult
  public typealias Effect = TodosEffect

  public enum Route: Hashable, Sendable {
    case backToList
  }

  /// The text fields, each sent under its raw value.
  public enum Field: String, Hashable, Codable, Sendable, CaseIterable, TextFieldKey {
    case title, due, at
  }

  /// What is wrong with a field's value (the presenter words it).
  public enum Problem: Hashable, Sendable {
    /// No title (spaces do not count).
    case missingTitle
    /// A time without a day.
    case timeWithoutDate
  }

  /// Names this form's save, so a save sent again after a restart keeps one to-do.
  public let token: DraftToken
  public internal(set) var title = ""
  public internal(set) var priority = TodoPriority.normal
  public internal(set) var tags: [TodoTag] = []
  /// `YYYY-MM-DD` or "" (none).
  public internal(set) var due = ""
  /// `HH:MM` or "" (none).
  public internal(set) var at = ""
  /// Which problems show: of the fields left, or all after a submit.
  public internal(set) var progress = FormProgress<Field>()
  public internal(set) var isSaving = false
  /// Why the last save failed, until the next submit.
  public internal(set) var failure: TodosFailure?

  public init(token: DraftToken) { self.token = token }

  public func value(_ field: Field) -> String {
    switch field {
    case .title: title
    case .due: due
    case .at: at
    }
  }

  /// What stops the form from being saved, per field (shown or not).
  public var problems: [Field: Problem] {
    var problems: [Field: Problem] = [:]
    if title.trimmed.isEmpty { problems[.title] = .missingTitle }
    if !at.isEmpty && due.isEmpty { problems[.at] = .timeWithoutDate }
    return problems
  }

  /// The problems the user should see now: of fields left, or all after a submit.
  public var shownProblems: [Field: Problem] { progress.shown(problems) }

  /// What a submit saves: the title without surrounding spaces.
  public var draft: TodoDraft {
    TodoDraft(
      token: token, title: title.trimmed, priority: priority, tags: tags, due: due.isEmpty ? nil : due,
      at: at.isEmpty ? nil : at)
  }

  public mutating func start() -> Transition<TodosEffect, Route> { .none }

  /// Rebuilt while a save was under way: it may or may not have happened,
  /// so it is sent again (the token keeps it one to-do).
  public mutating func restored() -> Transition<TodosEffect, Route> {
    isSaving ? .effect(.add(draft)) : .none
  }

  public mutating func handle(_ event: ModuleEvent<TodoAddIntent, TodosResult>) -> Transition<TodosEffect, Route> {
    switch event {
    case .intent(let intent) where !isSaving: return handle(intent)
    case .intent: break  // the form is read-only while saving
    case .result(.added) where isSaving:
      isSaving = false
      return .route(.backToList)
    case .result(.addFailed(let failure)) where isSaving:
      isSaving = false
      self.failure = failure
    case .result:
      break  // not this form's save, or the list's and the detail's results
    }
    return .none
  }

  private mutating func handle(_ intent: TodoAddIntent) -> Transition<TodosEffect, Route> {
    switch intent {
    case .edited(let field, let text, let leaving):
      // A value the form does not take is refused: the field keeps its own.
      switch field {
      case .title where text.unicodeScalars.count <= TodoDraft.titleLimit: title = text
      case .due where TodoDraft.isDue(text): due = text
      case .at where TodoDraft.isTime(text): at = text
      case .title, .due, .at: break
      }
      progress.edited(field, leaving: leaving)
    case .priorityChosen(let chosen):
      if let chosen { priority = chosen }  // a priority is always chosen: none keeps it
    case .tagsChosen(let chosen):
      tags = TodoTag.ordered(chosen)
    case .submitted:
      progress.submit()
      failure = nil
      guard problems.isEmpty else { return .none }
      isSaving = true
      return .effect(.add(draft))
    }
    return .none
  }
}

extension String {
  fileprivate var trimmed: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
