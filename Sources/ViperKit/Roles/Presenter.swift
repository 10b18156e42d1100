/// Formats the interactor's state as a view model: plain strings and flags,
/// ready to show. Pure, so its tests are one line each.
public protocol Presenter {
  associatedtype State
  associatedtype ViewModel: Equatable
  func present(_ state: State) -> ViewModel
}
