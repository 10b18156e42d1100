import ViperKit

/// Runs every screen's effects through the gateway and reports what happened.
public struct MyScreenEffectHandler: EffectHandler {
  private let gateway: any MyScreenGateway

  public init(gateway: any MyScreenGateway) { self.gateway = gateway }

  public func run(_ effect: MyScreenEffect) async -> MyScreenResult? {
    switch effect {
    case .loadPage(let query):
      do throws(MyScreenFailure) {
        return .pageLoaded(try await gateway.page(query))
      } catch {
        return .loadFailed(error)
      }
    case .loadItem(let id):
      do throws(MyScreenFailure) {
        return .itemLoaded(try await gateway.item(id: id))
      } catch {
        return .loadFailed(error)
      }
    case .setDone(let isDone, let id):
      do throws(MyScreenFailure) {
        try await gateway.setDone(isDone, id: id)
        return .doneSaved(isDone, id: id)
      } catch {
        return .saveFailed(id: id, error)
      }
    case .add(let draft):
      do throws(MyScreenFailure) {
        return .added(try await gateway.add(draft))
      } catch {
        return .addFailed(error)
      }
    }
  }

  /// A change the user asked for is saved even if they leave the screen; a
  /// load stops when the screen closes.
  public func lifetime(of effect: MyScreenEffect) -> EffectLifetime {
    switch effect {
    case .loadPage, .loadItem: .cancelledWithView
    case .setDone, .add: .outlivesView
    }
  }
}
