import Testing

@testable import Host

@Suite("EffectLedger")
struct EffectLedgerTests {
  @Test func countsInAllAndByViewAndForgetsClosedViews() {
    var ledger = EffectLedger()
    let view = ViewID(rawValue: "v1")
    ledger.started(for: view)
    ledger.started(for: view)
    #expect(ledger.total == 2 && ledger.running(for: view) == 2)
    ledger.forget(view)
    ledger.finished(for: view)
    #expect(ledger.total == 1 && ledger.running(for: view) == 0)
  }
}
