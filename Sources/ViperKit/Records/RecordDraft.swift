/// A record as its form has it: each field's text as typed, each toggle's
/// state, each choice's keys, each secret, and which problems show (a
/// field's once left, all after a submit: `FormProgress`'s rule, for fields
/// a feature declares as data). `Codable`, so a restored session brings the
/// typed text back; a secret comes back empty (`Secret`). Edits arrive
/// through `apply(_:to:)`, bound to the field by its key: no key → intent
/// switch to write.
public struct RecordDraft: Hashable, Codable, Sendable {
  /// Text as typed, by key: text, multiline, integer, decimal, date and time fields.
  public private(set) var texts: [String: String] = [:]
  public private(set) var flags: [String: Bool] = [:]
  public private(set) var chosen: [String: [String]] = [:]
  public private(set) var secrets: [String: Secret] = [:]
  /// The secure fields whose item has a secret stored: left empty, it stays.
  public private(set) var savedSecrets: [String] = []
  /// The keys of the fields focus left, in the order it left them.
  public private(set) var left: [String] = []
  public private(set) var submitted = false

  /// What a snapshot holds: every member but the secrets (which a restored form has empty).
  private enum CodingKeys: String, CodingKey {
    case texts, flags, chosen, savedSecrets, left, submitted
  }

  public init() {}

  /// A draft of `values` (an item being edited), with nothing left or submitted.
  public init(_ values: [InputKey: RecordValue], fields: [RecordField]) {
    for field in fields {
      let key = field.key.rawValue
      switch values[field.key] ?? .none {
      case .none: break
      case .text(let text), .day(let text), .time(let text): texts[key] = text
      case .integer(let number): texts[key] = String(number)
      case .decimal(let number): texts[key] = number.description
      case .flag(let on): flags[key] = on
      case .chosen(let keys): chosen[key] = keys
      case .secretSaved: savedSecrets.append(key)  // never read back: left empty, an edit keeps it
      case .secret: break
      }
    }
  }

  public func text(_ field: RecordField) -> String { texts[field.key.rawValue] ?? "" }
  public func isOn(_ field: RecordField) -> Bool { flags[field.key.rawValue] ?? false }
  public func chosenKeys(_ field: RecordField) -> [String] { chosen[field.key.rawValue] ?? [] }
  public func secret(_ field: RecordField) -> Secret { secrets[field.key.rawValue] ?? Secret() }
  public func hasSavedSecret(_ field: RecordField) -> Bool { savedSecrets.contains(field.key.rawValue) }

  /// Whether `field`'s problem shows: focus left it, or the form was submitted.
  public func showsProblem(of field: RecordField) -> Bool { submitted || left.contains(field.key.rawValue) }

  public mutating func submit() { submitted = true }

  /// Applies `edit` to the field of `fields` under its key. Nil when no field
  /// has the key (the adapter tries its other inputs, or refuses it); throws
  /// when the value is not of the field's kind, or names an option it lacks.
  @discardableResult
  public mutating func apply(_ edit: InputEdit, to fields: [RecordField]) throws(ActionError) -> RecordField? {
    guard let field = fields.first(where: { $0.key == edit.key }) else { return nil }
    let key = field.key.rawValue
    let name = ActionName(key)
    switch (field.kind, edit.value) {
    case (.toggle, .on(let on)): flags[key] = on
    case (.secure, .text(let text)): secrets[key] = Secret(text)
    case (.choice(let options), .choice(let picked)): try setChosen(picked.map { [$0] } ?? [], of: options, key: key)
    case (.choices(let options), .choices(let picked)): try setChosen(picked, of: options, key: key)
    case (_, .text(let text)) where field.isTyped: texts[key] = text
    default: throw .invalidValue(name, "not a value of a \(field.kind.wireName) field")
    }
    if edit.left && !left.contains(key) { left.append(key) }
    return field
  }

  private mutating func setChosen(_ picked: [String], of options: [ChoiceOption], key: String) throws(ActionError) {
    let known = Set(options.map(\.key))
    if let unknown = picked.first(where: { !known.contains($0) }) {
      throw .invalidValue(ActionName(key), "no option \(unknown)")
    }
    chosen[key] = options.map(\.key).filter(picked.contains)
  }
}

extension RecordField.Kind {
  /// The kind as the field grammar names it (docs/FIELDS.md).
  public var wireName: String {
    switch self {
    case .text: "text"
    case .multiline: "multiline"
    case .secure: "secure"
    case .integer: "integer"
    case .decimal: "decimal"
    case .date: "date"
    case .time: "time"
    case .toggle: "toggle"
    case .choice: "choice"
    case .choices: "choices"
    }
  }
}
