import Testing
import ViperKit

@testable import Host

/// The stack and its changes as values: what each navigation must announce,
/// with no JSON-RPC (PROTOCOL §5).
@Suite("Navigator")
struct NavigatorTests {
  func screen() -> any Screen { CounterScreen(count: 0) }

  func ids(_ views: [OpenView]) -> [String] { views.map(\.id.rawValue) }

  @Test func pushesGetIdsInOrderAndListTheWholeStack() {
    var navigator = Navigator()
    let root = navigator.open(screen(), module: "a", presentation: .pushed, replacingStack: true)
    #expect(root.change.action == .replaceRoot)
    #expect(root.change.closed.isEmpty)
    let pushed = navigator.open(screen(), module: "b", presentation: .pushed, replacingStack: false)
    #expect(pushed.change.action == .push)
    #expect(pushed.change.stack.map(\.rawValue) == ["v1", "v2"])
    let presented = navigator.open(screen(), module: "c", presentation: .presented, replacingStack: false)
    #expect(presented.change.action == .present)
    #expect(presented.change.top.id.rawValue == "v3")
    #expect(navigator.upcomingID.rawValue == "v4")
  }

  @Test func replacingTheStackClosesEveryViewTopFirst() {
    var navigator = Navigator()
    for _ in 0..<3 { _ = navigator.open(screen(), module: "a", presentation: .pushed, replacingStack: false) }
    let replaced = navigator.open(
      screen(), module: "home", presentation: .pushed, replacingStack: true, closedReason: .pluginFailed)
    #expect(replaced.change.action == .replaceRoot)
    #expect(ids(replaced.change.closed) == ["v3", "v2", "v1"])
    #expect(replaced.change.reason == .pluginFailed)
    #expect(replaced.change.stack.map(\.rawValue) == ["v4"])
  }

  @Test func closingPopsOrDismissesAndNamesTheNewTop() {
    var navigator = Navigator()
    _ = navigator.open(screen(), module: "a", presentation: .pushed, replacingStack: true)  // v1
    _ = navigator.open(screen(), module: "b", presentation: .presented, replacingStack: false)  // v2
    _ = navigator.open(screen(), module: "c", presentation: .pushed, replacingStack: false)  // v3
    let dismissed = navigator.close(from: 1, reason: .dismissed)
    #expect(dismissed.action == .dismiss)
    #expect(ids(dismissed.closed) == ["v3", "v2"])
    #expect(dismissed.top.id.rawValue == "v1")
    _ = navigator.open(screen(), module: "d", presentation: .pushed, replacingStack: false)  // v4
    let popped = navigator.close(from: 1, reason: .back)
    #expect(popped.action == .pop)
    #expect(popped.stack.map(\.rawValue) == ["v1"])
  }

  @Test func closingEverythingLeavesAnEmptyStack() {
    var navigator = Navigator()
    _ = navigator.open(screen(), module: "a", presentation: .pushed, replacingStack: true)
    _ = navigator.open(screen(), module: "b", presentation: .pushed, replacingStack: false)
    #expect(ids(navigator.closeAll()) == ["v2", "v1"])
    #expect(navigator.stack.isEmpty)
  }
}
