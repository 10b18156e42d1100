import ViperKit

/// Renders the onboarding screen: the image and its button, a spinner while
/// the app starts, an alert with `Retry` if saving failed.
public struct OnboardingViewAdapter: ViewAdapter {
  public static let continueAction: ActionName = "continue"
  public static let retryAction: ActionName = "retry"

  public init() {}

  public func render(_ model: OnboardingViewModel) -> ViewNode {
    let children: [ViewNode]
    switch model.content {
    case .image(let name, let buttonTitle):
      children = [.image(.name(name)), .button(action: Self.continueAction, title: buttonTitle)]
    case .starting:
      children = [.spinner(label: "Starting…")]
    case .saveFailed(let message):
      children = [
        .alert(title: "Error", message: message, actions: [AlertAction(action: Self.retryAction, title: "Retry")])
      ]
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: OnboardingViewModel) throws(ActionError)
    -> OnboardingInteractor.Event
  {
    switch (action, model.content) {
    case (Self.continueAction, .image): return .buttonPressed
    case (Self.retryAction, .saveFailed): return .retryPressed
    case (Self.continueAction, _), (Self.retryAction, _):
      throw .unavailable(action, "not offered by the view right now")
    default: throw .unknownAction(action)
    }
  }
}
