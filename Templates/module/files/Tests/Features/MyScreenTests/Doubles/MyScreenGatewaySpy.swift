import ViperKit

@testable import MyScreen

/// A stub and a spy: answers with what the test gives it and records every
/// call.
final class MyScreenGatewaySpy: MyScreenGateway {
  enum Call: Equatable, Sendable {
    case loadCount
    case save(count: Int)
  }

  private let loaded: Result<Int?, MyScreenFailure>
  private let saving: Result<Void, MyScreenFailure>
  private let recorded = Locked<[Call]>([])

  init(loaded: Result<Int?, MyScreenFailure> = .success(nil), saving: Result<Void, MyScreenFailure> = .success(())) {
    self.loaded = loaded
    self.saving = saving
  }

  var calls: [Call] { recorded.withLock { $0 } }

  func loadCount() async throws(MyScreenFailure) -> Int? {
    recorded.withLock { $0.append(.loadCount) }
    return try loaded.get()
  }

  func save(count: Int) async throws(MyScreenFailure) {
    recorded.withLock { $0.append(.save(count: count)) }
    try saving.get()
  }
}
