import Testing
import ViperKit

/// A confirmation's alert (Keep as cancel, the confirm destructive) and the modal rule every screen with alerts keeps.
@Suite("Confirmations and modal answers")
struct ConfirmationTests {
  @Test func theAlertHasKeepAsCancelAndTheConfirmDestructive() {
    let asked = Confirmation(title: "Delete “Milk”?", message: "This cannot be undone.")
    #expect(
      asked.node(keep: "keep", confirm: "confirm")
        == .alert(
          title: "Delete “Milk”?", message: "This cannot be undone.",
          actions: [
            NodeAction(action: "keep", title: "Keep", role: .cancel),
            NodeAction(action: "confirm", title: "Delete", role: .destructive),
          ]))
  }

  @Test(
    arguments: [
      ("add", [], nil), ("keep", [], "no alert is showing"),
      ("add", ["keep", "confirm"], "an alert is showing: answer it first"),
      ("confirm", ["keep", "confirm"], nil), ("dismiss", ["keep", "confirm"], "another alert is showing"),
      ("dismiss", ["dismiss"], nil),
    ] as [(ActionName, [ActionName], String?)])
  func anAnswerOnlyWhileItsAlertShowsAndNothingElseThen(action: ActionName, showing: [ActionName], refusal: String?) {
    let answers: [ActionName] = ["dismiss", "keep", "confirm"]
    if let refusal {
      #expect(throws: ActionError.unavailable(action, refusal)) {
        try ModalAnswers.check(action, showing: showing, answers: answers)
      }
    } else {
      #expect(throws: Never.self) { try ModalAnswers.check(action, showing: showing, answers: answers) }
    }
  }
}
