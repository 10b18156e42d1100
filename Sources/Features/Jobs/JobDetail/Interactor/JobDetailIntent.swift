/// What the user does on a job's detail: the toggle acts on the screen's
/// own job, so the intents carry no id. Only `JobDetailViewAdapter` makes these.
public enum JobDetailIntent: Hashable, Sendable {
  case applyTapped
  case withdrawTapped
  case alertDismissed
}
