/// A question asked before what cannot be undone (a Delete, a Clear),
/// worded by a presenter. A view adapter shows it as an alert with two
/// answers: Keep (`cancel`: a frontend's first focus and its Escape) and the
/// destructive confirm. While it shows, the screen takes only its answers
/// (`ModalAnswers`), as a frontend shows it modal.
public struct Confirmation: Hashable, Sendable {
  public var title: String
  public var message: String
  public var keepTitle: String
  public var confirmTitle: String

  public init(title: String, message: String, keepTitle: String = "Keep", confirmTitle: String = "Delete") {
    self.title = title
    self.message = message
    self.keepTitle = keepTitle
    self.confirmTitle = confirmTitle
  }

  /// The alert, its answers sent as `keep` and `confirm`.
  public func node(keep: ActionName, confirm: ActionName) -> ViewNode {
    .alert(
      title: title, message: message,
      actions: [
        NodeAction(action: keep, title: keepTitle, role: .cancel),
        NodeAction(action: confirm, title: confirmTitle, role: .destructive),
      ])
  }
}

/// The rule every screen with alerts keeps: an alert's answers are taken only
/// while it shows, and nothing else is taken while one does.
public enum ModalAnswers {
  /// Refuses `action` when it may not be taken now: `showing` are the answers
  /// of the alert on screen (none: no alert), `answers` every answer the
  /// screen's alerts have.
  public static func check(_ action: ActionName, showing: [ActionName], answers: [ActionName]) throws(ActionError) {
    if answers.contains(action) {
      guard showing.contains(action) else {
        throw .unavailable(action, showing.isEmpty ? "no alert is showing" : "another alert is showing")
      }
    } else if !showing.isEmpty {
      throw .unavailable(action, "an alert is showing: answer it first")
    }
  }
}
