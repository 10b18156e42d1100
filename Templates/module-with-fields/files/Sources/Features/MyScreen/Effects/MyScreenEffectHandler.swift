import ViperKit

/// Runs the effects against the gateway.
public struct MyScreenEffectHandler: EffectHandler {
  private let gateway: any MyScreenGateway

  public init(gateway: any MyScreenGateway) { self.gateway = gateway }

  public func run(_ effect: MyScreenEffect) async -> MyScreenResult? {
    switch effect {
    case .loadList(let query, let shows):
      do throws(MyScreenFailure) {
        let showing: Bool
        if let shows { showing = shows } else { showing = try await gateway.showsToggled() }
        let page = try await gateway.page(query, hidingToggled: !showing)
        let toggled: Int? = query.countTotal ? try await gateway.toggledCount() : nil
        return .listLoaded(page, showsToggled: showing, toggledCount: toggled)
      } catch {
        return .readFailed(error)
      }
    case .loadItem(let id):
      do throws(MyScreenFailure) { return .itemLoaded(try await gateway.item(id: id)) } catch {
        return .readFailed(error)
      }
    case .save(let id, let values):
      do throws(MyScreenFailure) {
        if let id { return .saved(try await gateway.update(id: id, values)) }
        return .saved(try await gateway.add(values))
      } catch {
        return .saveFailed(error)
      }
    case .duplicate(let id):
      do throws(MyScreenFailure) { return .duplicated(try await gateway.duplicate(id: id)) } catch {
        return .saveFailed(error)
      }
    case .setToggle(let id, let on):
      do throws(MyScreenFailure) {
        return .toggleSaved(id, on: on, toggledCount: try await gateway.setToggle(on, id: id))
      } catch {
        return .toggleFailed(id, error)
      }
    case .setShowsToggled(let on):
      do throws(MyScreenFailure) {
        try await gateway.setShowsToggled(on)
        return .showsToggledSaved(on)
      } catch {
        return .showsToggledFailed(error)
      }
    case .delete(let id):
      do throws(MyScreenFailure) {
        try await gateway.delete(id: id)
        return .deleted(id)
      } catch {
        return .deleteFailed(error)
      }
    case .deleteToggled:
      do throws(MyScreenFailure) {
        _ = try await gateway.deleteToggled()
        return .deleted(nil)
      } catch {
        return .deleteFailed(error)
      }
    }
  }

  /// What the user saved or confirmed is written even if the screen closes
  /// meanwhile; reads stop with the screen.
  public func lifetime(of effect: MyScreenEffect) -> EffectLifetime {
    switch effect {
    case .save, .duplicate, .setToggle, .setShowsToggled, .delete, .deleteToggled: .outlivesView
    case .loadList, .loadItem: .cancelledWithView
    }
  }
}
