import JSONValue

/// The controls as the wire shows them (Protocol/schema/nodes/choice.json,
/// toolbar.json, list.json's rows, alert.json's roles), both ways. Plugins
/// send inputs without `seq` and `set`, which the host writes.
extension Choice {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("key", key.rawValue)
    object.set("label", label)
    object.set("multiple", multiple)
    object.setIfPresent("style", style?.rawValue)
    object.setObjects("options", options) { option, member in option.writeMembers(to: &member) }
    switch value {
    case .choices(let keys): object.set("value", keys) { key in Object.string(key) }
    case .choice(let key?): object.set("value", key)
    default: object.setNull("value")
    }
    object.set("seq", stamp.seq)
    object.set("set", stamp.set)
    object.set("send", sending.rawValue)
    object.setIfPresent("error", error)
    object.set("enabled", enabled)
    object.set("required", required)
  }

  public var json: JSONValue { ViewNode.choice(self).json }

  package init(members node: ViewMembers) throws(ViewDecodingError) {
    let path = node.path
    let multiple = try node.bool("multiple")
    let options = try ChoiceOption.read("options", of: node)
    guard Set(options.map(\.key)).count == options.count else {
      throw ViewDecodingError(path: "\(path).options", reason: "two options have one key")
    }
    var chosen: [String] = []
    switch node.object["value"] {
    case nil, .null?: break
    case .string(let key)? where !multiple: chosen = [key]
    case .array(let keys)? where multiple:
      for (index, key) in keys.enumerated() {
        guard case .string(let text) = key else {
          throw ViewDecodingError(path: "\(path).value[\(index)]", reason: "expected an option key")
        }
        chosen.append(text)
      }
    case let other?:
      throw ViewDecodingError(
        path: "\(path).value",
        reason: multiple
          ? "expected an array of keys, got \(other.kindName)" : "expected a key or null, got \(other.kindName)")
    }
    var style: Style?
    if let text = try node.optionalString("style") {
      guard let known = Style(rawValue: text) else {
        throw ViewDecodingError(path: "\(path).style", reason: "expected \"inline\" or \"menu\"")
      }
      style = known
    }
    guard let sending = Sending(rawValue: try node.optionalString("send") ?? "change") else {
      throw ViewDecodingError(path: "\(path).send", reason: "expected \"change\" or \"submit\"")
    }
    self.init(
      key: try node.inputKey(), label: try node.label(), options: options, chosen: chosen, multiple: multiple,
      style: style, sending: sending, error: try node.optionalString("error"),
      enabled: try node.optionalBool("enabled") ?? true, required: try node.optionalBool("required") ?? false)
  }
}

extension RowToggle {
  @inlinable
  package func writeMembers<Object: ViewObjectWriter>(to object: inout Object) {
    object.set("on", on)
    object.set("seq", stamp.seq)
    object.set("set", stamp.set)
    object.set("enabled", enabled)
  }
}

extension Field {
  /// A date or time field's value and bounds are ones; no other kind has bounds.
  func checkCalendar(path: String) throws(ViewDecodingError) {
    guard isCalendar else {
      guard min == nil, max == nil else {
        throw ViewDecodingError(path: "\(path).min", reason: "only a date or time field has min and max")
      }
      return
    }
    let isDate = kind == .date
    func isValue(_ text: String) -> Bool { isDate ? CalendarText.isDate(text) : CalendarText.isTime(text) }
    let bounds: [(member: String, text: String?)] = [("min", self.min), ("max", self.max)]
    for (member, text) in bounds {
      if let text, !isValue(text) {
        throw ViewDecodingError(path: "\(path).\(member)", reason: "not a \(kind.rawValue)")
      }
    }
    if !value.isEmpty, !isValue(value) {
      throw ViewDecodingError(path: "\(path).value", reason: "not a \(kind.rawValue)")
    }
  }
}

extension ViewMembers {
  /// `role`: one of `allowed`, or absent.
  func role(allowed: [ActionRole]) throws(ViewDecodingError) -> ActionRole? {
    guard let text = try optionalString("role") else { return nil }
    guard let role = ActionRole(rawValue: text), allowed.contains(role) else {
      let words = allowed.map { "\"\($0.rawValue)\"" }.joined(separator: " or ")
      throw ViewDecodingError(path: "\(path).role", reason: "expected \(words)")
    }
    return role
  }

  /// A row's `toggle`: `{on, enabled?}` (the host writes `seq` and `set`).
  func rowToggle() throws(ViewDecodingError) -> RowToggle? {
    guard let value = object["toggle"], value != .null else { return nil }
    let toggle = try ViewMembers(value, path: "\(path).toggle")
    return RowToggle(on: try toggle.bool("on"), enabled: try toggle.optionalBool("enabled") ?? true)
  }
}

extension Choice {
  /// Its label and the titles chosen, then its error (PROTOCOL.md §6, rule 8).
  package var readable: [ViewNode] {
    let keys = Set(value.chosen ?? [])
    let titles = options.filter { keys.contains($0.key) }.map(\.title)
    return [.text("\(label): \(titles.isEmpty ? "(none)" : titles.joined(separator: ", "))")]
      + (error.map { [.text("\(label): \($0)")] } ?? [])
  }
}
