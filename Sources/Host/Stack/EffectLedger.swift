import Wire

/// Effects started and not yet delivered: in all (`host/idle` waits for
/// none) and by view (`maxEffectsPerView`, a goto waits for none).
struct EffectLedger {
  private(set) var total = 0
  private var byView: [ViewID: Int] = [:]

  /// None while none runs at all: most events, and no id hashed for them.
  func running(for view: ViewID) -> Int { total > 0 ? byView[view] ?? 0 : 0 }

  /// The one check of `maxEffectsPerView` (PROTOCOL.md §7): an event, an edit or a request for rows may start
  /// an effect of `view` while fewer than `limit` of its own run; else -32004 `too_many_effects`.
  func ensureRoom(for view: ViewID, limit: Int) throws(RPCError) {
    let running = running(for: view)
    guard running < limit else { throw .tooManyEffects(view, running: running) }
  }

  mutating func started(for view: ViewID) {
    total += 1
    byView[view, default: 0] += 1
  }

  /// An effect came back; its view may have closed since.
  mutating func finished(for view: ViewID) {
    total -= 1
    if let count = byView[view] { byView[view] = count - 1 }
  }

  /// The view closed: its effects were cancelled, still counted in `total`
  /// until they come back.
  mutating func forget(_ view: ViewID) { byView[view] = nil }
}
