import ViperKit

/// Runs the screen's effects through the gateway and reports what happened.
public struct MyScreenEffectHandler: EffectHandler {
  private let gateway: any MyScreenGateway

  public init(gateway: any MyScreenGateway) { self.gateway = gateway }

  public func run(_ effect: MyScreenEffect) async -> MyScreenResult? {
    switch effect {
    case .load:
      do throws(MyScreenFailure) {
        return .loaded(try await gateway.loadCount())
      } catch {
        return .loadFailed(error)
      }
    case .save(let count):
      do throws(MyScreenFailure) {
        try await gateway.save(count: count)
        return .saved(count)
      } catch {
        return .saveFailed(error)
      }
    }
  }

  /// A save the user asked for finishes even if they leave the screen; a
  /// load stops when the screen closes.
  public func lifetime(of effect: MyScreenEffect) -> EffectLifetime {
    switch effect {
    case .load: .cancelledWithView
    case .save: .outlivesView
    }
  }
}
