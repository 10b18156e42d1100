/// Which of a form's problems the user sees: a field's once they left it,
/// every one after a submit (docs/CONTROLS.md). The rule every form keeps,
/// written once, as TCA's `BindingReducer` writes bindings once: an
/// interactor holds one in its state (saved with it) and tells it what
/// happened; its `shown(_:)` filters the problems the presenter words.
public struct FormProgress<Field: Hashable & Codable & Sendable & CaseIterable>: Hashable, Codable, Sendable {
  /// The fields the user left, in the form's order (`Field.allCases`).
  public private(set) var left: [Field]
  /// Submitted at least once: every problem shows.
  public private(set) var submitted: Bool

  public init(left: [Field] = [], submitted: Bool = false) {
    self.left = Field.allCases.filter(left.contains)
    self.submitted = submitted
  }

  /// An edit of `field`; `leaving`: focus left it (its problem shows from now on).
  public mutating func edited(_ field: Field, leaving: Bool) {
    if leaving && !left.contains(field) { left = Field.allCases.filter { left.contains($0) || $0 == field } }
  }

  public mutating func submit() { submitted = true }

  /// Whether `field`'s problem shows.
  public func shows(_ field: Field) -> Bool { submitted || left.contains(field) }

  /// The problems the user sees now, of `problems` (every field's, shown or not).
  public func shown<Problem>(_ problems: [Field: Problem]) -> [Field: Problem] {
    problems.filter { field, _ in shows(field) }
  }
}
