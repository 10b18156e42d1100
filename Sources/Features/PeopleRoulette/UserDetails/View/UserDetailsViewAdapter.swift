import ViperKit

/// The person's text; the screen offers no actions.
public struct UserDetailsViewAdapter: ViewAdapter {
  public init() {}

  public func render(_ model: UserDetailsViewModel) -> ViewNode {
    .screen(title: model.title, children: [.text(model.text)])
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: UserDetailsViewModel)
    throws(ActionError) -> Never
  {
    throw .unknownAction(action)
  }
}
