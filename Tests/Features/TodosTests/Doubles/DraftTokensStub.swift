import Synchronization

@testable import Todos

/// Tokens `draft-1`, `draft-2`, … in order.
final class DraftTokensStub: DraftTokens {
  private let count = Mutex(0)

  func next() -> DraftToken {
    DraftToken("draft-\(count.withLock { $0 += 1; return $0 })")
  }
}
