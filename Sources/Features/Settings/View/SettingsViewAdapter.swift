import ViperKit

/// The two toggles (once read), the token form with its secure field, the
/// `Forget token` button, and the failure's alert.
public struct SettingsViewAdapter: ViewAdapter {
  /// The wire words.
  public enum Action {
    public static let saveToken: ActionName = "save-token"
    public static let forgetToken: ActionName = "forget-token"
    public static let dismiss: ActionName = "dismiss"
  }
  public enum Key {
    public static let showOnboarding: InputKey = "show-onboarding"
    public static let showAvatars: InputKey = "show-avatars"
    public static let tokenForm: InputKey = "token-form"
    public static let token: InputKey = "token"
  }

  public init() {}

  public func render(_ model: SettingsViewModel) -> ViewNode {
    var children: [ViewNode] = []
    if let label = model.loadingLabel { children.append(.spinner(label: label)) }
    if let on = model.showOnboarding {
      children.append(.toggle(Toggle(key: Key.showOnboarding, label: "Show onboarding at next launch", on: on)))
    }
    if let on = model.showAvatars {
      children.append(.toggle(Toggle(key: Key.showAvatars, label: "Show avatars in lists", on: on)))
    }
    let token = Field(
      key: Key.token, label: "GitHub token", kind: .secure, value: model.tokenDraft, sending: .submit,
      hint: model.tokenStatus, error: model.tokenError, enabled: !model.savingToken, maxLength: 1000)
    children.append(
      .form(
        Form(
          key: Key.tokenForm, submit: FormSubmit(action: Action.saveToken, title: "Save"), pending: model.savingToken,
          children: [.field(token)])))
    children.append(.button(action: Action.forgetToken, title: "Forget token", enabled: model.canForget))
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: "OK")]))
    }
    return .screen(title: "Settings", children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: SettingsViewModel) throws(ActionError)
    -> SettingsIntent
  {
    switch action {
    case Action.saveToken:
      guard model.showOnboarding != nil else { throw .unavailable(action, "the settings are being read") }
      return .saveTokenTapped
    case Action.forgetToken:
      guard model.canForget else { throw .unavailable(action, "no token is saved") }
      return .forgetTokenTapped
    case Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no error is showing") }
      return .alertDismissed
    default: throw .unknownAction(action)
    }
  }

  public func intent(for edit: InputEdit, in model: SettingsViewModel) throws(ActionError) -> SettingsIntent {
    switch (edit.key, edit.value) {
    case (Key.showOnboarding, .on(let on)): return .flipped(.showOnboarding, on)
    case (Key.showAvatars, .on(let on)): return .flipped(.showAvatars, on)
    case (Key.token, .text(let text)): return .tokenEdited(text)
    default: throw .unknownAction(ActionName(edit.key.rawValue))
    }
  }
}
