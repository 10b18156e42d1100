import Stargazers
import Testing
import ViperKit

@testable import Repository

@Suite("Repository effect handler")
struct RepositoryEffectHandlerTests {
  @Test func readsAndRemembersThroughTheStore() async {
    let store = RecentRepositoriesStoreSpy([.hello])
    let handler = RepositoryEffectHandler(store: store)
    #expect(await handler.run(.loadRecent) == .recentLoaded([.hello]))
    #expect(await handler.run(.remember(.mirror)) == .recentLoaded([.mirror, .hello]))
    #expect(store.calls == [.remember(.mirror)])
  }

  @Test func aStoreFailureIsTheResult() async {
    let store = RecentRepositoriesStoreSpy()
    store.fail()
    let handler = RepositoryEffectHandler(store: store)
    #expect(await handler.run(.loadRecent) == .recentFailed(.storage(detail: "disk I/O error")))
    #expect(await handler.run(.remember(.mirror)) == .recentFailed(.storage(detail: "disk I/O error")))
  }

  @Test func aRememberOutlivesThePickerAndAReadDoesNot() {
    let handler = RepositoryEffectHandler(store: RecentRepositoriesStoreSpy())
    #expect(handler.lifetime(of: .remember(.mirror)) == .outlivesView)
    #expect(handler.lifetime(of: .loadRecent) == .cancelledWithView)
  }
}
