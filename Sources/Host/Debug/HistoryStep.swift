import JSONValue
import ViperKit

/// What reached a screen: each step of `apply` is one history entry.
enum HistoryStep {
  case open
  case restored
  case action(ActionName, JSONValue?)
  /// A request for rows of the windowed list with that action (`view/rows`).
  case rows(ActionName, JSONValue?)
  /// An edit of an input; a secure field's text is never kept (rule 6).
  case input(InputEdit, secure: Bool)
  case effect(EffectResult)
  case resume

  /// The entry's kind, name and value; an effect's result is described
  /// only when a frontend asks (`value` is lazy, the name is cheap enough).
  var described: (kind: ViewHistory.Kind, name: String?, value: () -> JSONValue?) {
    switch self {
    case .open: (.open, nil, { nil })
    case .restored: (.open, "restored", { nil })
    case .action(let action, let value): (.action, action.rawValue, { value })
    case .rows(let list, let count): (.action, "view/rows \(list)", { count })
    case .input(let edit, let secure):
      (
        .input, edit.key.rawValue,
        {
          secure ? .string(HistoryStep.hiddenSecret) : edit.value.json
        }
      )
    case .resume: (.resume, nil, { nil })
    case .effect(let result):
      (
        .effect, Self.name(of: result.event),
        { (result.event as? any Encodable).flatMap { try? JSONValueEncoder.encode($0) } }
      )
    }
  }

  /// What a secure field's text reads as wherever it is shown.
  static let hiddenSecret = "********"

  /// An enum case's name (`jobsLoaded`), else the type's.
  static func name(of event: Any) -> String {
    let mirror = Mirror(reflecting: event)
    guard mirror.displayStyle == .enum else { return String(describing: type(of: event)) }
    return mirror.children.first?.label ?? String(describing: event)
  }
}
