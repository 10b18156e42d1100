import ViperKit

/// Keeps the count in memory for as long as the host runs: what the module
/// starts with, until a real gateway takes its place (see `MyScreenGateway`).
public final class InMemoryMyScreenGateway: MyScreenGateway {
  private let stored: Locked<Int?>

  public init(count: Int? = nil) { stored = Locked(count) }

  public func loadCount() async throws(MyScreenFailure) -> Int? {
    stored.withLock { $0 }
  }

  public func save(count: Int) async throws(MyScreenFailure) {
    stored.withLock { $0 = count }
  }
}
