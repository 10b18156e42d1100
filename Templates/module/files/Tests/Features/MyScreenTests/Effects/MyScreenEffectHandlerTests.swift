import Testing
import ViperKit

@testable import MyScreen

@Suite("My screen effect handler")
struct MyScreenEffectHandlerTests {
  @Test func loadAndSaveGoThroughTheGateway() async {
    let gateway = MyScreenGatewaySpy(loaded: .success(3))
    let handler = MyScreenEffectHandler(gateway: gateway)
    #expect(await handler.run(.load) == .loaded(3))
    #expect(await handler.run(.save(4)) == .saved(4))
    #expect(gateway.calls == [.loadCount, .save(count: 4)])
  }

  @Test("a gateway's failure is reported", arguments: [MyScreenFailure.unavailable, .refused("full")])
  func failures(failure: MyScreenFailure) async {
    let handler = MyScreenEffectHandler(
      gateway: MyScreenGatewaySpy(loaded: .failure(failure), saving: .failure(failure)))
    #expect(await handler.run(.load) == .loadFailed(failure))
    #expect(await handler.run(.save(1)) == .saveFailed(failure))
  }

  @Test func aSaveOutlivesTheViewALoadDoesNot() {
    let handler = MyScreenEffectHandler(gateway: MyScreenGatewaySpy())
    #expect(handler.lifetime(of: .save(1)) == .outlivesView)
    #expect(handler.lifetime(of: .load) == .cancelledWithView)
  }
}
