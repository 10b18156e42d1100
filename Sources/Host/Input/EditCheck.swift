import JSONValue
import ViperKit

/// Why the host refuses an edit before its screen sees it (PROTOCOL.md §6, "Input").
enum EditRefusal: Error, Equatable {
  /// Disabled, or in a form whose submit is pending.
  case unavailable(String)
  /// The value does not fit the input.
  case invalidValue(String)
}

/// Checks a `view/input` against the input as the frontend was shown it:
/// the input takes edits now, and the value fits its kind. Worded without
/// the value, which may be a secret (rule 6).
enum EditCheck {
  /// The edit the screen gets. `value` is the request's `value`, `secret` its `secret`.
  static func edit(
    of input: ViewInput, in form: Form?, value: JSONValue?, secret: JSONValue?, left: Bool
  ) throws(EditRefusal) -> InputEdit {
    if form?.pending == true { throw .unavailable("its form is being submitted") }
    switch input {
    case .toggle(let toggle):
      guard toggle.enabled else { throw .unavailable("the toggle is disabled") }
      guard secret == nil else { throw .invalidValue("only a secure field's edit carries a secret") }
      guard case .bool(let on)? = value else { throw .invalidValue("a toggle's value is true or false") }
      return InputEdit(key: toggle.key, value: .on(on), left: left)
    case .field(let field):
      guard field.enabled else { throw .unavailable("the field is disabled") }
      return InputEdit(key: field.key, value: .text(try text(of: field, value: value, secret: secret)), left: left)
    case .choice(let choice):
      guard choice.enabled else { throw .unavailable("the choice is disabled") }
      guard secret == nil else { throw .invalidValue("only a secure field's edit carries a secret") }
      return InputEdit(key: choice.key, value: try chosen(value, of: choice), left: left)
    }
  }

  /// A field's text: from `secret` for a secure field, `value` for another
  /// (`null` is no value: only a choice has "none"); it fits the field's kind.
  private static func text(of field: Field, value: JSONValue?, secret: JSONValue?) throws(EditRefusal) -> String {
    let value = value == .null ? nil : value
    let sent: JSONValue?
    if field.kind == .secure {
      // A secret travels in its own member, so whatever records or logs lines can leave it out.
      guard value == nil else { throw .invalidValue("a secure field's text is sent as \"secret\", not \"value\"") }
      sent = secret
    } else {
      guard secret == nil else { throw .invalidValue("only a secure field's edit carries a secret") }
      sent = value
    }
    guard case .string(let text)? = sent else { throw .invalidValue("a field's value is a string") }
    if field.isOneLine, text.contains(where: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
      throw .invalidValue("a \(field.kind.rawValue) field holds one line")
    }
    if let maxLength = field.maxLength, text.unicodeScalars.count > maxLength {
      throw .invalidValue("longer than the field's \(maxLength) characters")
    }
    if let problem = field.calendarProblem(text) { throw .invalidValue(problem) }
    return text
  }

  /// A choice's value: a key or null when single, an array of keys when
  /// multiple; every key an option's, none twice. Kept in the options' order.
  private static func chosen(_ value: JSONValue?, of choice: Choice) throws(EditRefusal) -> InputValue {
    let keys: [String]
    switch value {
    case .null? where !choice.multiple: keys = []
    case .string(let key)? where !choice.multiple: keys = [key]
    case .array(let elements)? where choice.multiple:
      var strings: [String] = []
      for element in elements {
        guard case .string(let key) = element else { throw .invalidValue("a choice's keys are strings") }
        strings.append(key)
      }
      keys = strings
    default:
      throw .invalidValue(
        choice.multiple ? "a multiple choice's value is an array of option keys" : "a choice's value is a key or null")
    }
    guard Set(keys).count == keys.count else { throw .invalidValue("a key is chosen twice") }
    let normalized = choice.normalized(keys)
    guard normalized.count == keys.count else { throw .invalidValue("no option has that key") }
    return choice.multiple ? .choices(normalized) : .choice(normalized.first)
  }
}
