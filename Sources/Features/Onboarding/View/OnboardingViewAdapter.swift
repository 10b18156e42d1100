import ViperKit

/// Renders the onboarding screen: the image and its button, a spinner while
/// the app starts, an alert with a retry button if saving failed.
public struct OnboardingViewAdapter: ViewAdapter {
  /// The wire names of the actions this screen offers.
  public enum Action {
    /// The button under the image.
    public static let `continue`: ActionName = "continue"
    /// The alert's button after a failed save.
    public static let retry: ActionName = "retry"
  }

  public init() {}

  public func render(_ model: OnboardingViewModel) -> ViewNode {
    let children: [ViewNode]
    switch model.content {
    case .image(let name, let label, let buttonTitle):
      children = [.image(.name(name, label: label)), .button(action: Action.continue, title: buttonTitle)]
    case .starting(let label):
      children = [.spinner(label: label)]
    case .saveFailed(let alert, let retryTitle):
      children = [.alert(alert, actions: [NodeAction(action: Action.retry, title: retryTitle)])]
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: OnboardingViewModel) throws(ActionError)
    -> OnboardingIntent
  {
    switch (action, model.content) {
    case (Action.continue, .image): return .continueTapped
    case (Action.retry, .saveFailed): return .retryTapped
    case (Action.continue, _), (Action.retry, _):
      throw .unavailable(action, "not offered by the view right now")
    default: throw .unknownAction(action)
    }
  }
}
