import Testing

@testable import MyScreen

@Suite("My screen in-memory gateway")
struct InMemoryMyScreenGatewayTests {
  @Test func nothingIsSavedAtFirstThenTheLastSaveIsLoaded() async throws {
    let gateway = InMemoryMyScreenGateway()
    #expect(try await gateway.loadCount() == nil)
    try await gateway.save(count: 2)
    try await gateway.save(count: 5)
    #expect(try await gateway.loadCount() == 5)
  }

  @Test func itCanStartWithACount() async throws {
    #expect(try await InMemoryMyScreenGateway(count: 9).loadCount() == 9)
  }
}
