import JSONValue
import ViperKit

/// What happened to one view, with the state after each step (SESSIONS.md
/// §4): bounded, indexed from the view's open, with a cursor that a goto
/// moves back and forth.
struct ViewHistory {
  enum Kind: String {
    case open, action, input, resume, effect, goto
  }

  struct Entry {
    let kind: Kind
    let name: String?
    /// Made on demand: an effect's result is described only when asked.
    let value: () -> JSONValue?
    let rev: Int
    /// Nil: the screen takes no snapshots.
    let state: ScreenState?
  }

  private let limit: Int
  private(set) var entries: [Entry] = []
  /// The index of `entries[0]`: indexes stay when old entries are dropped.
  private(set) var firstIndex = 0
  /// The index of the entry whose state the view shows.
  private(set) var cursor = -1
  /// Set by a goto: the next entry first records it.
  private var gotoRev: Int?

  init(limit: Int) { self.limit = limit }

  var lastIndex: Int { firstIndex + entries.count - 1 }

  func entry(at index: Int) -> Entry? {
    guard index >= firstIndex, index <= lastIndex else { return nil }
    return entries[index - firstIndex]
  }

  /// Records a step; after a goto, the entries past the cursor go and a
  /// `goto` entry comes first.
  mutating func record(_ step: Entry) {
    if let rev = gotoRev {
      gotoRev = nil
      let target = cursor
      let state = entry(at: target)?.state
      entries.removeSubrange((target - firstIndex + 1)...)
      append(Entry(kind: .goto, name: nil, value: { .int(Int64(target)) }, rev: rev, state: state))
    }
    append(step)
  }

  /// The view now shows the state after `index`, at `rev`.
  mutating func went(to index: Int, rev: Int) {
    cursor = index
    gotoRev = rev
  }

  private mutating func append(_ entry: Entry) {
    entries.append(entry)
    let excess = entries.count - limit
    if excess > 0 {
      entries.removeFirst(excess)
      firstIndex += excess
    }
    cursor = lastIndex
  }
}
