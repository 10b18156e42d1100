/// Told what happens to each open view, after the frontend was told: the
/// parts that keep their own record of views (the session checkpointer, the
/// debug history) watch instead of being called from inside the dispatch.
protocol ViewObserver: AnyObject {
  /// Something reached the view's screen (`step`), and the view as it is
  /// now went out with `rev`.
  func view(_ view: OpenView, took step: HistoryStep, rev: Int)
  /// A debugger's goto moved the view back to the state after history
  /// entry `index`, now shown at `rev`.
  func view(_ view: OpenView, wentTo index: Int, rev: Int)
  /// The view was put back from a saved session, shown at `rev`; its
  /// `restored` hook runs next (and is a step).
  func viewRestored(_ view: OpenView, rev: Int)
  /// The view closed.
  func viewClosed(_ view: OpenView)
}
