import ViperKit
import Wire

/// `view/rows` (PROTOCOL §6, "Lists of any size"): a window of a list. The
/// request is checked here against the window the module holds (its keys
/// name rows held), then the screen answers it; rows read from storage come
/// later, as a view change (`host/idle` waits for them).
enum ViewRowsMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let params = try call.params()
    let view = try host.runner.view(params.name("viewId"))
    let list = ActionName(try params.name("list"))
    let count = try params.int("count")
    guard (1...WindowSize.maxRequestRows).contains(count) else {
      throw .outOfRange(
        "count", count, expected: "from 1 to \(WindowSize.maxRequestRows)", limit: WindowSize.maxRequestRows)
    }
    let place = try place(params)
    let anchor = try params.optionalName("anchor")
    guard let held = WindowedList.rows(of: list, in: view.screen.view) else { throw .refused(.unknownAction(list)) }
    var named: [(member: String, key: String)] = []
    if let key = place.key { named.append(key) }
    if let anchor { named.append(("anchor", anchor)) }
    for (member, key) in named where !held.contains(where: { $0.key == key }) {
      throw .unknownRow(key, member: member)
    }
    try host.runner.effects.ensureRoom(for: view.id, limit: host.configuration.maxEffectsPerView)
    let request = WindowRequest(place.place, count: count, anchor: anchor)
    let reaction: Reaction
    do {
      reaction = try view.screen.window(list, request)
    } catch {
      throw RPCError.refused(error)
    }
    try host.runner.apply(reaction, from: view, step: .rows(list, params.value("count")))
    if let failure = view.screen.failure { throw RPCError.pluginFailed(failure) }
    return .revision(view)
  }

  /// Exactly one of `from`, `after` and `before`.
  private static func place(_ params: Params) throws(RPCError) -> (
    place: WindowRequest.Place, key: (member: String, key: String)?
  ) {
    let from = try params.optionalInt("from")
    let after = try params.optionalName("after")
    let before = try params.optionalName("before")
    let given = [from != nil, after != nil, before != nil].filter { $0 }.count
    guard given == 1 else {
      throw .invalidParams(
        given == 0
          ? "one of \"from\", \"after\" and \"before\" is needed"
          : "only one of \"from\", \"after\" and \"before\" may be given",
        member: "from")
    }
    if let from {
      guard from >= 0 else { throw .outOfRange("from", from, expected: "an integer ≥ 0", limit: nil) }
      return (.from(from), nil)
    }
    if let after { return (.after(after), ("after", after)) }
    let key = before ?? ""
    return (.before(key), ("before", key))
  }
}
