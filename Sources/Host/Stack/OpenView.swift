import JSONValue
import ViperKit

/// A screen on the stack and what the frontend has been told about it.
final class OpenView {
  enum Presentation: String {
    case pushed
    case presented
  }

  let id: ViewID
  let module: ModuleName
  let screen: any Screen
  let presentation: Presentation
  /// The input it opened with, as JSON: what a saved session reopens it with.
  let input: JSONValue?
  /// Set when something reached the screen since the session was last saved.
  var unsaved = true
  /// With `--debug`: what happened to it (SESSIONS.md §4).
  var history: ViewHistory?
  /// Grows by one per `view/update`; the first update is rev 1.
  private(set) var rev = 0
  /// The tree last sent, to skip updates that change nothing.
  private(set) var lastSent: ViewNode?
  /// Effects this view started that have not come back yet.
  var effectsInFlight = 0
  /// The length of the last tree sent, as compact JSON; nil when unknown
  /// (the view was too large to send, or the output closed): the next
  /// update is then whole.
  var treeBytes: Int?
  /// What the frontend got instead of the last tree, when that was too large
  /// to send: `view/get` answers with it.
  var placeholder: ViewNode?

  init(id: ViewID, module: ModuleName, screen: any Screen, presentation: Presentation, input: JSONValue?) {
    self.id = id
    self.module = module
    self.screen = screen
    self.presentation = presentation
    self.input = input
  }

  var entry: StackEntry { StackEntry(module: module, input: input, presented: presentation == .presented) }

  /// The current tree and the one sent before it, if they differ (the
  /// current one then counts as sent, with the next rev).
  func takeChange() -> (old: ViewNode?, new: ViewNode)? {
    let view = screen.view
    if view == lastSent { return nil }
    let old = lastSent
    lastSent = view
    rev += 1
    return (old, view)
  }
}
