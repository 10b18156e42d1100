import JSONValue
import ViperKit

/// The screen stack and how it changes, with no JSON-RPC in sight: each
/// change comes back as a `StackChange` — what the frontend must be told,
/// in the order it must be told it — and the core announces it.
struct Navigator {
  private(set) var stack = ScreenStack()
  private var ids = ViewIDGenerator()

  /// The id the next view opened gets.
  var upcomingID: ViewID { ids.upcoming }
  func upcomingIDs(_ count: Int) -> [ViewID] { ids.upcoming(count) }

  /// Puts a new view on top, or alone (`replacingStack`: every open view
  /// closes with `closedReason`).
  mutating func open(
    _ screen: any Screen, module: ModuleName, presentation: OpenView.Presentation, input: JSONValue? = nil,
    replacingStack: Bool, closedReason: CloseReason = .replaced
  ) -> (view: OpenView, change: StackChange) {
    let view = OpenView(id: ids.make(), module: module, screen: screen, presentation: presentation, input: input)
    let closed = replacingStack ? stack.truncate(from: 0) : []
    stack.push(view)
    let action: StackAction = replacingStack ? .replaceRoot : (presentation == .presented ? .present : .push)
    return (view, StackChange(action: action, top: view, stack: stack.ids, closed: closed, reason: closedReason))
  }

  /// Replaces every open view with a whole stack at once (a restored
  /// session, a deep link): one change, announced as a `replaceRoot`.
  mutating func replaceStack(with screens: [(screen: any Screen, entry: StackEntry)]) -> (
    views: [OpenView], change: StackChange
  ) {
    let closed = stack.truncate(from: 0)
    let views = screens.map { screen, entry in
      OpenView(
        id: ids.make(), module: entry.module, screen: screen,
        presentation: entry.presented ? .presented : .pushed, input: entry.input)
    }
    for view in views { stack.push(view) }
    return (
      views,
      StackChange(action: .replaceRoot, top: views.last!, stack: stack.ids, closed: closed, reason: .replaced)
    )
  }

  /// Closes the views from `index` up (index > 0: the root stays); the view
  /// below becomes the top. A pop, or a dismiss when the lowest view closed
  /// was presented.
  mutating func close(from index: Int, reason: CloseReason) -> StackChange {
    precondition(index > 0, "the root is replaced, never closed alone")
    let wasModal = stack.views[index].presentation == .presented
    let closed = stack.truncate(from: index)
    let top = stack.top!
    return StackChange(action: wasModal ? .dismiss : .pop, top: top, stack: stack.ids, closed: closed, reason: reason)
  }

  /// Closes every view with no view to replace them (a failed root whose
  /// launch screen could not open); there is nothing to announce but them.
  mutating func closeAll() -> [OpenView] { stack.truncate(from: 0) }
}

/// One change of the stack, as PROTOCOL §5 orders its announcement: the
/// `router/navigate` (`action`, `top`, `stack`), then one `view/closed` for
/// each of `closed` (top first) with `reason`.
struct StackChange {
  let action: StackAction
  let top: OpenView
  let stack: [ViewID]
  /// Top first.
  let closed: [OpenView]
  let reason: CloseReason
}
