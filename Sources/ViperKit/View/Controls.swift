/// The controls everyday apps need beyond fields and toggles (PROTOCOL.md
/// §6, "Controls"): a choice among options, actions with a role, a row's
/// actions and checkbox, a screen's toolbar.

/// One of several options (`multiple: false`), or several of several, as a
/// form input: each change travels as `view/input` with the chosen keys.
public struct Choice: Hashable, Sendable {
  /// How a frontend shows the options; a hint.
  public enum Style: String, Hashable, Sendable {
    /// Every option in view: radio buttons, or checkboxes when multiple.
    case inline
    /// A drop-down.
    case menu
  }

  /// When a change travels to the host.
  public enum Sending: String, Hashable, Sendable {
    /// At each change, at once.
    case change
    /// Only when its form is submitted.
    case submit
  }

  public var key: InputKey
  public var label: String
  public var options: [ChoiceOption] { didSet { chosen = normalized(chosen) } }
  /// The chosen option keys, kept as the wire carries them: in the options'
  /// order, each once, none that no option has (so every frontend shows the
  /// same), at most one unless `multiple`. Set them in any order.
  public var chosen: [String] { didSet { if chosen != normalized(chosen) { chosen = normalized(chosen) } } }
  public var multiple: Bool { didSet { chosen = normalized(chosen) } }
  public var style: Style?
  public var sending: Sending
  public var error: String?
  public var enabled: Bool
  public var required: Bool
  /// Written by the host, never by a module.
  @usableFromInline package var stamp = InputStamp()

  /// One of several: `chosen` is the chosen key, or nil for none.
  public static func one(
    key: InputKey, label: String, options: [ChoiceOption], chosen: String?, style: Style? = nil,
    sending: Sending = .change, error: String? = nil, enabled: Bool = true, required: Bool = false
  ) -> Choice {
    Choice(
      key: key, label: label, options: options, chosen: chosen.map { [$0] } ?? [], multiple: false, style: style,
      sending: sending, error: error, enabled: enabled, required: required)
  }

  /// Several of several: `chosen`, the chosen keys (any order).
  public static func many(
    key: InputKey, label: String, options: [ChoiceOption], chosen: [String], style: Style? = nil,
    sending: Sending = .change, error: String? = nil, enabled: Bool = true, required: Bool = false
  ) -> Choice {
    Choice(
      key: key, label: label, options: options, chosen: chosen, multiple: true, style: style, sending: sending,
      error: error, enabled: enabled, required: required)
  }

  public init(
    key: InputKey, label: String, options: [ChoiceOption], chosen: [String], multiple: Bool, style: Style? = nil,
    sending: Sending = .change, error: String? = nil, enabled: Bool = true, required: Bool = false
  ) {
    self.key = key
    self.label = label
    self.options = options
    self.multiple = multiple
    self.chosen = Self.normalize(chosen, options: options, multiple: multiple)
    self.style = style
    self.sending = sending
    self.error = error
    self.enabled = enabled
    self.required = required
  }

  /// `keys` as the wire carries them: those an option has, each once, in the
  /// options' order; at most the first of them when single.
  public func normalized(_ keys: [String]) -> [String] {
    Self.normalize(keys, options: options, multiple: multiple)
  }

  private static func normalize(_ keys: [String], options: [ChoiceOption], multiple: Bool) -> [String] {
    let wanted = Set(keys)
    let known = options.map(\.key).filter(wanted.contains)
    var seen: Set<String> = []
    let unique = known.filter { seen.insert($0).inserted }
    return multiple ? unique : Array(unique.prefix(1))
  }

  /// The value as the frontend is sent it.
  public var value: InputValue { multiple ? .choices(chosen) : .choice(chosen.first) }
}

/// A checkbox on a row: an input whose key is the row's key and whose label
/// is the row's title; each flip travels at once, like a toggle's.
public struct RowToggle: Hashable, Sendable {
  public var on: Bool
  public var enabled: Bool
  /// Written by the host, never by a module.
  @usableFromInline package var stamp = InputStamp()
  public init(on: Bool, enabled: Bool = true) {
    self.on = on
    self.enabled = enabled
  }
}
