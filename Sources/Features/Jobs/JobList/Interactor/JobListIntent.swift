import ViperKit

/// What the user does on the job list. Only `JobListViewAdapter` makes these.
public enum JobListIntent: Hashable, Sendable {
  case refreshTapped
  case rowSelected(JobID)
  case applyTapped(JobID)
  case withdrawTapped(JobID)
  case alertDismissed
  /// The search field's text changed (it filters the list by title).
  case searchEdited(String)
  /// The frontend asks for other rows of the list (a scroll, a jump, More).
  case rowsRequested(WindowRequest)
}
