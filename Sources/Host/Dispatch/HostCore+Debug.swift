import JSONValue
import ViperKit
import Wire

/// Time travel over the wire (SESSIONS.md §4): each view's history, its
/// states, and going back and forth.
extension HostCore {
  func record(_ step: HistoryStep, of view: OpenView) {
    guard view.history != nil else { return }
    let (kind, name, value) = step.described
    view.history?.record(
      ViewHistory.Entry(kind: kind, name: name, value: value, rev: view.rev, state: view.screen.captureState()))
  }

  func debugHistory(_ params: Params) throws(RPCError) -> JSONValue {
    let (view, history) = try debugged(params)
    let entries = history.entries.enumerated().map { offset, entry in
      var object: JSONObject = [
        "index": .int(Int64(history.firstIndex + offset)), "kind": .string(entry.kind.rawValue),
      ]
      if let name = entry.name { object.append("name", .string(name)) }
      if let value = entry.value() { object.append("value", value) }
      object.append("rev", .int(Int64(entry.rev)))
      return JSONValue.object(object)
    }
    _ = view
    return ["entries": .array(entries), "cursor": .int(Int64(history.cursor))]
  }

  func debugState(_ params: Params) throws(RPCError) -> JSONValue {
    let (_, history) = try debugged(params)
    let index = try params.optionalInt("index") ?? history.cursor
    let snapshot = try state(at: index, in: history).snapshot
    guard let snapshot else { throw .noSnapshot }
    return ["index": .int(Int64(index)), "state": snapshot]
  }

  func debugGoto(_ params: Params) throws(RPCError) -> JSONValue {
    let (view, history) = try debugged(params)
    let index = try params.int("index")
    let state = try state(at: index, in: history)
    guard view.effectsInFlight == 0 else { throw .effectsRunning(view.id, running: view.effectsInFlight) }
    do {
      try view.screen.goto(state)
    } catch {
      // A plugin that failed on the way (crashed, hung, a bad answer) is reported as in any request.
      if let failure = view.screen.failure {
        closeFailedViews()
        throw RPCError.pluginFailed(failure)
      }
      throw RPCError.noSnapshot
    }
    view.unsaved = true
    sendUpdateIfChanged(view)
    view.history?.went(to: index, rev: view.rev)
    return ["viewId": .string(view.id.rawValue), "rev": .int(Int64(view.rev)), "cursor": .int(Int64(index))]
  }

  private func debugged(_ params: Params) throws(RPCError) -> (OpenView, ViewHistory) {
    guard configuration.historyLimit != nil else { throw .debugOff }
    let view = try openView(id: params.name("viewId"))
    guard let history = view.history else { throw .debugOff }
    return (view, history)
  }

  private func state(at index: Int, in history: ViewHistory) throws(RPCError) -> ScreenState {
    guard let entry = history.entry(at: index) else { throw .historyEntryNotFound(index) }
    guard let state = entry.state else { throw .noSnapshot }
    return state
  }
}

extension RPCError {
  static let debugOff = RPCError(
    .debugOff, kind: "debug_off", "Debug is off: start the host with --debug to keep views' histories")
  static let noSnapshot = RPCError(
    .invalidParams, kind: "no_snapshot", "Invalid params: this view's module takes no snapshots")

  static func historyEntryNotFound(_ index: Int) -> RPCError {
    RPCError(
      .invalidParams, kind: "history_entry_not_found", "Invalid params: the view's history has no entry \(index)",
      details: ["index": .int(Int64(index))])
  }

  static func effectsRunning(_ view: ViewID, running: Int) -> RPCError {
    RPCError(
      .busy, kind: "effects_running",
      busyMessage(running: running),
      details: ["viewId": .string(view.rawValue)])
  }
}
