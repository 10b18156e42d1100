import JSONValue
import ViperKit

/// Drives an assembled screen (view adapter, presenter, interactor, router
/// and effect handler together) without the host: open it, send actions by
/// their wire names, run its effects (against the module's stub gateways) or
/// hand it stubbed results, and read the view tree and the navigation it
/// asked for. Like Workflow's `RenderTester`, one test covers the roles
/// together; everything runs on the test's own task.
///
/// ```swift
/// let screen = try ScreenTester(JobListModule(effects: handlerWithStubs))
/// await screen.runEffects()  // the download, against the stub gateway
/// try screen.send("apply", "1")
/// #expect(screen.view.listItems.first?.subtitle == "Saving…")
/// ```
public final class ScreenTester {
  public let screen: any Screen
  /// Effects asked for and not run yet, oldest first.
  public private(set) var pendingEffects: [EffectWork] = []
  /// Every navigation the screen asked for, in order.
  public private(set) var navigations: [Navigation] = []

  /// Opens `screen` (its `start`).
  public init(_ screen: any Screen) {
    self.screen = screen
    record(screen.start())
  }

  /// Makes a screen of `module` with `input`, and opens it.
  public convenience init(_ module: any ScreenModule, input: ScreenInput = .none) throws(InputError) {
    self.init(try module.makeScreen(input: input))
  }

  /// Makes a screen of `module` with `input` and gives it `snapshot`, as the
  /// host rebuilds a view of a restored session: its `restored` hook runs
  /// instead of `start` (its effects are pending, as after any step).
  public init(_ module: any ScreenModule, input: ScreenInput = .none, restoring snapshot: JSONValue) throws {
    screen = try module.makeScreen(input: input)
    try screen.restore(snapshot: snapshot)
    record(screen.restored())
  }

  /// The screen's state as a snapshot (`debug/state`'s); nil when it takes none.
  public var snapshot: JSONValue? { screen.captureState()?.snapshot }

  /// The view as the host would send it now.
  public var view: ViewNode { screen.view }

  /// The user acts, as a frontend's `view/event` would say it.
  public func send(_ action: ActionName, _ value: ActionValue? = nil) throws(ActionError) {
    record(try screen.handle(action: action, value: value))
  }

  /// The user edits an input, as a frontend's `view/input` would say it
  /// (the host's own checks — enabled, fits the kind — are not run here):
  /// `edit("name", .text("Ada"))` for a field, `edit("share", .on(true))`
  /// for a toggle; `left: true` as focus leaves the field.
  public func edit(_ key: InputKey, _ value: InputValue, left: Bool = false) throws(ActionError) {
    record(try screen.input(InputEdit(key: key, value: value, left: left)))
  }

  /// The screen is on top again.
  public func resume() { record(screen.resume()) }

  /// Rows of a windowed list, as `view/rows` or the fallback's buttons ask (checked by the host first).
  public func window(_ list: ActionName, _ request: WindowRequest) throws(ActionError) {
    record(try screen.window(list, request))
  }

  /// Runs the oldest pending effect and hands its result to the screen.
  public func runNextEffect() async {
    guard !pendingEffects.isEmpty else { return }
    let work = pendingEffects.removeFirst()
    if let result = await work.run() { record(screen.receive(result)) }
  }

  /// Runs effects, oldest first, until none is pending (those they cause too).
  public func runEffects() async {
    while !pendingEffects.isEmpty { await runNextEffect() }
  }

  /// Drops the oldest pending effect and hands the screen `result` as if
  /// that effect had produced it: a stubbed result.
  public func receive(_ result: some Sendable) {
    if !pendingEffects.isEmpty { pendingEffects.removeFirst() }
    record(screen.receive(EffectResult(result)))
  }

  private func record(_ reaction: Reaction) {
    pendingEffects += reaction.effects
    if let navigation = reaction.navigation { navigations.append(navigation) }
  }
}

extension ViewNode {
  /// The first node, depth first, that matches.
  public func firstNode(where matches: (ViewNode) -> Bool) -> ViewNode? {
    if matches(self) { return self }
    for child in children {
      if let found = child.firstNode(where: matches) { return found }
    }
    return nil
  }

  /// The rows of the view's first list.
  public var listItems: [ListItem] {
    for case .list(let list) in children { return Array(list.items) }
    return []
  }

  /// The window of the view's first list, when it has one.
  public var listWindow: ListWindow? {
    for case .list(let list) in children { return list.window }
    return nil
  }

  /// The view's alert, if it shows one.
  public var alert: ViewNode? {
    firstNode {
      if case .alert = $0 { return true }
      return false
    }
  }

  /// The node's action, for the kinds that have one (button, list, picker).
  public var action: ActionName? {
    switch self {
    case .button(let button): button.action
    case .list(let list): list.action
    case .picker(let picker): picker.action
    default: nil
    }
  }
}
