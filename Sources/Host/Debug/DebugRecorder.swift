import JSONValue
import ViperKit
import Wire

/// With `--debug`: each open view's history (SESSIONS.md §4), kept by
/// watching what happens to the views. What an entry records is decided
/// here and in `HistoryStep`; the dispatch only asks.
final class DebugRecorder: ViewObserver {
  private let limit: Int
  private var histories: [ViewID: ViewHistory] = [:]

  init(limit: Int) { self.limit = limit }

  /// The history of an open view (empty before its first step).
  func history(of view: ViewID) -> ViewHistory { histories[view] ?? ViewHistory(limit: limit) }

  /// `debug/history`'s answer.
  func json(of view: ViewID) -> JSONValue {
    let history = history(of: view)
    let entries = history.entries.enumerated().map { offset, entry in
      var object: JSONObject = [
        "index": .int(Int64(history.firstIndex + offset)), "kind": .string(entry.kind.rawValue),
      ]
      if let name = entry.name { object.append("name", .string(name)) }
      if let value = entry.value() { object.append("value", value) }
      object.append("rev", .int(Int64(entry.rev)))
      return JSONValue.object(object)
    }
    return ["entries": .array(entries), "cursor": .int(Int64(history.cursor))]
  }

  /// The state after entry `index` (the cursor's when nil).
  func state(at index: Int?, of view: ViewID) throws(RPCError) -> (index: Int, state: ScreenState) {
    let history = history(of: view)
    let index = index ?? history.cursor
    guard let entry = history.entry(at: index) else { throw .historyEntryNotFound(index) }
    guard let state = entry.state else { throw .noSnapshot }
    return (index, state)
  }

  func view(_ view: OpenView, took step: HistoryStep, rev: Int) {
    let (kind, name, value) = step.described
    histories[view.id, default: ViewHistory(limit: limit)].record(
      ViewHistory.Entry(kind: kind, name: name, value: value, rev: rev, state: view.screen.captureState()))
  }

  func view(_ view: OpenView, wentTo index: Int, rev: Int) {
    histories[view.id, default: ViewHistory(limit: limit)].went(to: index, rev: rev)
  }

  func viewRestored(_ view: OpenView, rev: Int) {}

  func viewClosed(_ view: OpenView) { histories[view.id] = nil }
}
