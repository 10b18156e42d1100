import JSONValue

/// The input nodes as the wire shows them (Protocol/schema/nodes/field.json,
/// toggle.json, form.json), both ways. Plugins send them without `seq` and
/// `set`, which the host writes.
extension Field {
  /// The most a debounce may be, and a value's longest `maxLength`.
  public static let debounceRange = 0...10_000
  public static let maxLengthRange = 1...1_000_000

  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key.rawValue)
    object.set("label", label)
    object.set("kind", kind.rawValue)
    // A secret never leaves the host in a view (rule 6).
    if kind != .secure { object.set("value", value) }
    object.set("seq", stamp.seq)
    object.set("set", stamp.set)
    switch effectiveSending {
    case .change(let debounceMs):
      object.set("send", "change")
      object.set("debounceMs", debounceMs)
    case .leave: object.set("send", "leave")
    case .submit: object.set("send", "submit")
    }
    object.setIfPresent("placeholder", placeholder)
    object.setIfPresent("hint", hint)
    object.setIfPresent("error", error)
    object.set("enabled", enabled)
    object.set("required", required)
    if let maxLength { object.set("maxLength", maxLength) }
    if isCalendar {
      object.setIfPresent("min", min)
      object.setIfPresent("max", max)
    }
  }

  public var json: JSONValue { ViewNode.field(self).json }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    let path = node.path
    guard let kind = Kind(rawValue: try node.string("kind")) else {
      let kinds = Kind.allCases.map(\.rawValue).joined(separator: ", ")
      throw ViewDecodingError(path: "\(path).kind", reason: "expected one of \(kinds)")
    }
    let debounce = try node.optionalInt("debounceMs", in: Self.debounceRange)
    let sending: Sending
    switch try node.string("send") {
    case "change": sending = .change(debounceMs: debounce ?? 0)
    case let other:
      // A debounce where it does nothing is a mistake, not a no-op (Hyperview #839).
      guard debounce == nil else {
        throw ViewDecodingError(path: "\(path).debounceMs", reason: "only a field sent on change has a debounce")
      }
      switch other {
      case "leave": sending = .leave
      case "submit": sending = .submit
      default:
        throw ViewDecodingError(path: "\(path).send", reason: "expected \"change\", \"leave\" or \"submit\"")
      }
    }
    self.init(
      key: try node.inputKey(), label: try node.label(), kind: kind, value: try node.optionalString("value") ?? "",
      sending: sending, placeholder: try node.optionalString("placeholder"), hint: try node.optionalString("hint"),
      error: try node.optionalString("error"), enabled: try node.optionalBool("enabled") ?? true,
      required: try node.optionalBool("required") ?? false,
      maxLength: try node.optionalInt("maxLength", in: Self.maxLengthRange), min: try node.optionalString("min"),
      max: try node.optionalString("max"))
    try checkCalendar(path: path)
    if let maxLength, value.unicodeScalars.count > maxLength {
      throw ViewDecodingError(path: "\(path).value", reason: "longer than maxLength (\(maxLength))")
    }
    if isOneLine, value.contains(where: \.isNewline) {
      throw ViewDecodingError(path: "\(path).value", reason: "a \(kind.rawValue) field holds one line")
    }
  }
}

extension InputValue {
  /// The value as `view/input` carries it: text, `true`/`false`, a key or
  /// null, an array of keys.
  public var json: JSONValue {
    switch self {
    case .text(let text): .string(text)
    case .on(let on): .bool(on)
    case .choice(let key): key.map(JSONValue.string) ?? .null
    case .choices(let keys): .array(keys.map(JSONValue.string))
    }
  }
}

extension Toggle {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key.rawValue)
    object.set("label", label)
    object.set("on", on)
    object.set("seq", stamp.seq)
    object.set("set", stamp.set)
    object.set("enabled", enabled)
  }

  public var json: JSONValue { ViewNode.toggle(self).json }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    self.init(
      key: try node.inputKey(), label: try node.label(), on: try node.bool("on"),
      enabled: try node.optionalBool("enabled") ?? true)
  }
}

extension Form {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key.rawValue)
    object.setObject("submit") {
      $0.set("action", submit.action.rawValue)
      $0.set("title", submit.title)
    }
    object.set("pending", pending)
    object.setIfPresent("message", message)
    object.set("children", nodes: children)
  }

  public var json: JSONValue { ViewNode.form(self).json }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    guard let submitJSON = node.object["submit"] else {
      throw ViewDecodingError(path: "\(node.path).submit", reason: "an object is required")
    }
    let submit = try ViewMembers(submitJSON, path: "\(node.path).submit")
    self.init(
      key: try node.inputKey(),
      submit: FormSubmit(action: ActionName(try submit.string("action")), title: try submit.string("title")),
      pending: try node.optionalBool("pending") ?? false, message: try node.optionalString("message"),
      children: try node.children())
  }
}

extension ViewMembers {
  /// `key`: 1 … 128 bytes without control characters, like every name a frontend echoes.
  func inputKey() throws(ViewDecodingError) -> InputKey {
    let key = try string("key")
    guard !key.isEmpty, key.utf8.count <= 128,
      !key.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
    else {
      throw ViewDecodingError(path: "\(path).key", reason: "a key is 1 … 128 bytes without control characters")
    }
    return InputKey(key)
  }

  /// `label`: not empty — it is the input's accessible name.
  func label() throws(ViewDecodingError) -> String {
    let label = try string("label")
    guard !label.isEmpty else { throw ViewDecodingError(path: "\(path).label", reason: "a label must not be empty") }
    return label
  }
}

/// What a frontend that does not render inputs reads (PROTOCOL.md §6, rule 8): text of protocol 1.0.
extension Field {
  package var readable: [ViewNode] {
    let shown = kind == .secure ? "(hidden)" : value.isEmpty ? "(empty)" : value
    return [.text("\(label): \(shown)")] + (error.map { [.text("\(label): \($0)")] } ?? [])
  }
}

extension Toggle {
  package var readable: [ViewNode] { [.text("\(label): \(on ? "on" : "off")")] }
}

extension Form {
  /// Its children, its message, and its submit as a button (busy while pending).
  package var readable: [ViewNode] {
    children + (message.map { [.text($0)] } ?? [])
      + [.button(action: submit.action, title: submit.title, enabled: !pending, busy: pending)]
  }

  @inlinable
  package func withChildren(_ children: [ViewNode]) -> Form {
    var form = self
    form.children = children
    return form
  }
}
