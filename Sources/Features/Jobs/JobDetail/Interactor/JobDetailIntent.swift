/// What the user does on a job's detail: the button acts on the screen's
/// own job, so the intents carry no id. Only `JobDetailViewAdapter` makes these.
public enum JobDetailIntent: Hashable, Sendable {
  /// "Apply…": opens the application form.
  case applyTapped
  case withdrawTapped
  case alertDismissed
}
