/// A user action a screen does not accept: the frontend gets -32602.
public enum ActionError: Error, Equatable, Sendable {
  /// The view offers no such action.
  case unknownAction(ActionName)
  /// The action exists but its value is missing or wrong.
  case invalidValue(ActionName, String)
  /// The action exists but is not possible now (e.g. a disabled button).
  case unavailable(ActionName, String)
}
