import Stargazers
import ViperKit

/// A form of one field (`repository`, sent as the user types) whose submit
/// opens the stargazers, then the recent repositories as a list (select one
/// to open it), and an alert on errors. It owns the wire words.
public struct RepositoryViewAdapter: ViewAdapter {
  public enum Action {
    /// The form's submit.
    public static let open: ActionName = "open"
    /// A recent repository, its key `owner/name`.
    public static let recent: ActionName = "recent"
    public static let dismiss: ActionName = "dismiss"
  }
  public static let form: InputKey = "form"
  public static let field = RepositoryInteractor.Field.repository.inputKey
  /// The longest `owner/name`: 39 + 1 + 100.
  public static let maxLength = 140

  public init() {}

  public func render(_ model: RepositoryViewModel) -> ViewNode {
    let field = Field(
      key: Self.field, label: model.fieldLabel, value: model.text, sending: .change(debounceMs: 300),
      placeholder: model.placeholder, error: model.error, required: true, maxLength: Self.maxLength)
    var children: [ViewNode] = [
      .form(
        Form(
          key: Self.form, submit: FormSubmit(action: Action.open, title: model.submitTitle), children: [.field(field)])),
      .text(model.recentHeading),
    ]
    if !model.rows.isEmpty {
      children.append(
        .list(
          action: Action.recent,
          items: ListRows(model.rows.map { ListItem(key: $0.repository, title: $0.repository) })))
    }
    if let alert = model.alert {
      children.append(.alert(alert, actions: [NodeAction(action: Action.dismiss, title: model.dismissTitle)]))
    }
    return .screen(title: model.title, children: children)
  }

  public func intent(for action: ActionName, value: ActionValue?, in model: RepositoryViewModel) throws(ActionError)
    -> RepositoryIntent
  {
    switch action {
    case Action.open: return .submitted
    case Action.recent:
      let key = try value.key(for: action)
      guard model.rows.contains(where: { $0.repository == key }), let repository = RepositoryName(key) else {
        throw .invalidValue(action, "no recent repository with key \"\(key)\"")
      }
      return .recentSelected(repository)
    case Action.dismiss:
      guard model.alert != nil else { throw .unavailable(action, "no alert is showing") }
      return .alertDismissed
    default: throw .unknownAction(action)
    }
  }

  public func intent(for edit: InputEdit, in model: RepositoryViewModel) throws(ActionError) -> RepositoryIntent {
    guard let (_, text, left) = try RepositoryInteractor.Field.edit(edit) else {
      throw .unknownAction(ActionName(edit.key.rawValue))
    }
    return .edited(text, left: left)
  }
}
