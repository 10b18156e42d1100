import ViperKit

/// Runs both screens' effects through the gateway and reports what happened.
public struct MyScreenEffectHandler: EffectHandler {
  private let gateway: any MyScreenGateway

  public init(gateway: any MyScreenGateway) { self.gateway = gateway }

  public func run(_ effect: MyScreenEffect) async -> MyScreenResult? {
    do throws(MyScreenFailure) {
      switch effect {
      case .loadPage(let query): return .pageLoaded(try await gateway.page(query))
      case .loadItem(let id): return .itemLoaded(try await gateway.item(id: id))
      case .setDone(let isDone, let id):
        do throws(MyScreenFailure) {
          try await gateway.setDone(isDone, id: id)
          return .doneSaved(isDone, id: id)
        } catch {
          return .saveFailed(id: id, error)
        }
      }
    } catch {
      return .loadFailed(error)
    }
  }

  /// A change the user asked for is saved even if they leave the screen; a
  /// load stops when the screen closes.
  public func lifetime(of effect: MyScreenEffect) -> EffectLifetime {
    switch effect {
    case .loadPage, .loadItem: .cancelledWithView
    case .setDone: .outlivesView
    }
  }
}
