import ViperKit

public struct UserDetailsViewAdapter: ViewAdapter {
  public init() {}

  public func render(_ model: UserDetailsPresenter.ViewModel) -> ViewNode {
    .screen(title: model.title, children: [.text(model.text)])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: UserDetailsPresenter.ViewModel)
    throws(ActionError) -> Never
  {
    throw .unknownAction(action)
  }
}
