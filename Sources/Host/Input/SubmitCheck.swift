import ViperKit

/// A form's submit while the form is `pending` is refused by the host,
/// whatever its module does (PROTOCOL §7, "Actions offered but not available
/// now"): the rule holds for every form, not only for modules that check it.
enum SubmitCheck {
  /// Throws when `action` submits a form that `tree` (the view as last sent) shows pending.
  static func check(_ action: ActionName, in tree: ViewNode?) throws(ActionError) {
    guard let tree, tree.containsInputs, let form = pendingForm(submitting: action, in: tree) else { return }
    throw .unavailable(action, "the form \"\(form.key)\" is being submitted")
  }

  private static func pendingForm(submitting action: ActionName, in node: ViewNode) -> Form? {
    if case .form(let form) = node { return form.pending && form.submit.action == action ? form : nil }
    for child in node.children where child.containsInputs {
      if let form = pendingForm(submitting: action, in: child) { return form }
    }
    return nil
  }
}
