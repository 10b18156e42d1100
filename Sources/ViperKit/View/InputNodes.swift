/// A labelled text input (PROTOCOL.md §6, "Input").
public struct Field: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    /// One line.
    case text
    /// One line, hidden: its value never leaves the host in a view.
    case secure
    case multiline
    /// One line of text the module reads as a number.
    case number
    case email
    /// A calendar day, `YYYY-MM-DD` (zone-less, local); sent on leave or submit.
    case date
    /// A time of day, `HH:MM` (24-hour, zone-less); sent on leave or submit.
    case time
  }

  /// When an edited value travels to the host.
  public enum Sending: Hashable, Sendable {
    /// After each edit, once `debounceMs` passed without another.
    case change(debounceMs: Int)
    /// When focus leaves the field.
    case leave
    /// Only when its form is submitted.
    case submit
  }

  public var key: InputKey
  public var label: String
  public var kind: Kind
  /// The text as the module has it. Sent to the frontend for every kind but
  /// `secure`, whose value the host keeps to itself (rule 6).
  public var value: String
  public var sending: Sending
  public var placeholder: String?
  public var hint: String?
  public var error: String?
  public var enabled: Bool
  public var required: Bool
  /// The most characters (Unicode scalars) the value may have.
  public var maxLength: Int?
  /// A `date` or `time` field's earliest and latest value, both included, in its form.
  public var min: String?
  public var max: String?
  /// Written by the host, never by a module: whatever a module sets is replaced.
  @usableFromInline package var stamp = InputStamp()

  public init(
    key: InputKey, label: String, kind: Kind = .text, value: String = "",
    sending: Sending = .change(debounceMs: 300), placeholder: String? = nil, hint: String? = nil,
    error: String? = nil, enabled: Bool = true, required: Bool = false, maxLength: Int? = nil,
    min: String? = nil, max: String? = nil
  ) {
    self.key = key
    self.label = label
    self.kind = kind
    self.value = value
    self.sending = sending
    self.placeholder = placeholder
    self.hint = hint
    self.error = error
    self.enabled = enabled
    self.required = required
    self.maxLength = maxLength
    self.min = min
    self.max = max
  }

  /// A date or time: its value is checked by the host, and travels whole (never on change).
  public var isCalendar: Bool { kind == .date || kind == .time }

  /// When the value travels, as the wire says it: a date or time sent "on change" goes on leave (a
  /// date half typed is not a date).
  public var effectiveSending: Sending {
    if isCalendar, case .change = sending { return .leave }
    return sending
  }

  /// A one-line kind: its value has no line break.
  public var isOneLine: Bool { kind != .multiline }
}

/// A labelled on/off switch; each flip travels at once.
public struct Toggle: Hashable, Sendable {
  public var key: InputKey
  public var label: String
  public var on: Bool
  public var enabled: Bool
  /// Written by the host, never by a module.
  @usableFromInline package var stamp = InputStamp()

  public init(key: InputKey, label: String, on: Bool, enabled: Bool = true) {
    self.key = key
    self.label = label
    self.on = on
    self.enabled = enabled
  }
}

/// What the host tells the frontend about an input's value (rule 1): the
/// latest edit of the frontend it applied, and how often it replaced the
/// value on its own.
@usableFromInline package struct InputStamp: Hashable, Sendable {
  /// The `seq` of the frontend's latest edit applied; 0: none.
  @usableFromInline package var seq: Int
  /// How many times the module changed the value other than by an edit of it.
  @usableFromInline package var set: Int
  package init(seq: Int = 0, set: Int = 0) {
    self.seq = seq
    self.set = set
  }
}

/// Fields and toggles with one submit button.
public struct Form: Hashable, Sendable {
  public var key: InputKey
  public var submit: FormSubmit
  /// The host works on a submit: the fields are read-only, the button busy.
  public var pending: Bool
  /// About the whole form (e.g. why saving failed).
  public var message: String?
  public var children: [ViewNode]

  public init(
    key: InputKey, submit: FormSubmit, pending: Bool = false, message: String? = nil, children: [ViewNode]
  ) {
    self.key = key
    self.submit = submit
    self.pending = pending
    self.message = message
    self.children = children
  }
}

/// A form's submit button: pressing it sends `view/event {action}`.
public struct FormSubmit: Hashable, Sendable {
  public var action: ActionName
  public var title: String
  public init(action: ActionName, title: String) {
    self.action = action
    self.title = title
  }
}

/// A value an edit carries: a field's text or a toggle's state.
public enum InputValue: Hashable, Sendable {
  case text(String)
  case on(Bool)
  /// A single choice's chosen key; nil: none.
  case choice(String?)
  /// A multiple choice's chosen keys, in the options' order.
  case choices([String])

  public var text: String? { if case .text(let text) = self { text } else { nil } }
  public var isOn: Bool? { if case .on(let on) = self { on } else { nil } }
  /// The chosen keys of a choice (none: []); nil for a field's or toggle's value.
  public var chosen: [String]? {
    switch self {
    case .choice(let key): key.map { [$0] } ?? []
    case .choices(let keys): keys
    case .text, .on: nil
    }
  }
}

/// One edit as a screen gets it: the input, its new value, and whether it
/// was sent as focus left the field (a module may then show the field's error).
public struct InputEdit: Hashable, Sendable {
  public var key: InputKey
  public var value: InputValue
  public var left: Bool
  public init(key: InputKey, value: InputValue, left: Bool = false) {
    self.key = key
    self.value = value
    self.left = left
  }
}
