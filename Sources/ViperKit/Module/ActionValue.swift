import JSONValue

/// The value a frontend sent with an action (a list key, a picker choice,
/// text). Structured data, never wire text.
public typealias ActionValue = JSONValue

extension Optional where Wrapped == JSONValue {
  /// The value as a key: a string, or an integer written as its digits
  /// (frontends may send a list key `"3"` as `3`).
  public func key(for action: ActionName) throws(ActionError) -> String {
    switch self {
    case .string(let key)?: return key
    case .int(let number)?: return String(number)
    case nil: throw ActionError.invalidValue(action, "a value (the key) is required")
    case let other?: throw ActionError.invalidValue(action, "expected a string key, got \(other.kindName)")
    }
  }
}
