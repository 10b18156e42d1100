import Testing
import ViperKit

@testable import MyScreen

@Suite("My screen effect handler")
struct MyScreenEffectHandlerTests {
  static let firstRows = WindowQuery(.position(from: 0, count: 100), countTotal: true, generation: 1)

  @Test func effectsGoThroughTheGateway() async {
    let gateway = MyScreenGatewaySpy()
    let handler = MyScreenEffectHandler(gateway: gateway)
    let draft = MyScreenDraft(title: "New", notes: "n", secret: "s")
    #expect(
      await handler.run(.loadPage(Self.firstRows))
        == .pageLoaded(WindowPage(rows: [.first, .second], start: 0, total: 2, more: false, generation: 1)))
    #expect(await handler.run(.loadItem(id: 2)) == .itemLoaded(.second))
    #expect(await handler.run(.setDone(true, id: 1)) == .doneSaved(true, id: 1))
    #expect(await handler.run(.add(draft)) == .added(MyScreenItem(id: 3, title: "New", notes: "n", hasSecret: true)))
    #expect(gateway.calls == [.page(Self.firstRows), .item(id: 2), .setDone(true, id: 1), .add(draft)])
  }

  @Test func aGatewaysFailureIsReported() async {
    let handler = MyScreenEffectHandler(gateway: MyScreenGatewaySpy(failing: .unavailable("locked")))
    #expect(await handler.run(.loadPage(Self.firstRows)) == .loadFailed(.unavailable("locked")))
    #expect(await handler.run(.loadItem(id: 1)) == .loadFailed(.unavailable("locked")))
    #expect(await handler.run(.setDone(true, id: 1)) == .saveFailed(id: 1, .unavailable("locked")))
    #expect(await handler.run(.add(MyScreenDraft(title: "New"))) == .addFailed(.unavailable("locked")))
  }

  @Test func aSaveOutlivesTheViewALoadDoesNot() {
    let handler = MyScreenEffectHandler(gateway: MyScreenGatewaySpy())
    #expect(handler.lifetime(of: .setDone(true, id: 1)) == .outlivesView)
    #expect(handler.lifetime(of: .add(MyScreenDraft())) == .outlivesView)
    #expect(handler.lifetime(of: .loadPage(Self.firstRows)) == .cancelledWithView)
  }
}
