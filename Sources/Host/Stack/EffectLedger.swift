/// Effects started and not yet delivered: in all (`host/idle` waits for
/// none) and by view (`maxEffectsPerView`, a goto waits for none).
struct EffectLedger {
  private(set) var total = 0
  private var byView: [ViewID: Int] = [:]

  /// None while none runs at all: most events, and no id hashed for them.
  func running(for view: ViewID) -> Int { total > 0 ? byView[view] ?? 0 : 0 }

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
