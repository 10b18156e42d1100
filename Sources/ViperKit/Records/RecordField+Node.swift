/// A field's control, as every frontend shows it: its kind's node (a text,
/// number, date or time field, a switch, a choice), its value in `draft`,
/// its problem when it shows, and what the frontend can check itself said to
/// it (a text's most characters, a date's or time's bounds; a number's bounds
/// are the module's to check, so they show as its problem).
extension RecordField {
  public func node(
    in draft: RecordDraft, today: String, enabled: Bool = true, debounceMs: Int = 300, problem: RecordProblem? = nil
  ) -> ViewNode {
    let shown = draft.showsProblem(of: self) ? (problem ?? check(draft, today: today).problem) : nil
    let error = shown?.words
    let sending = Field.Sending.change(debounceMs: debounceMs)
    // A secret already stored (an item edited) stays unless one is typed: the field is not needed then.
    let saved = kind == .secure && draft.hasSavedSecret(self)
    func field(_ fieldKind: Field.Kind, maxLength: Int? = nil, min: String? = nil, max: String? = nil) -> ViewNode {
      .field(
        Field(
          key: key, label: label, kind: fieldKind, value: fieldKind == .secure ? "" : draft.text(self),
          sending: sending, hint: saved ? "Saved: leave it empty to keep it" : nil, error: error, enabled: enabled,
          required: required && !saved, maxLength: maxLength, min: min, max: max))
    }
    switch kind {
    case .text(let maxLength): return field(.text, maxLength: maxLength)
    case .multiline(let maxLength): return field(.multiline, maxLength: maxLength)
    case .secure: return field(.secure)
    case .integer, .decimal: return field(.number)
    case .date(let earliest, let latest):
      return field(.date, min: earliest?.resolved(today: today), max: latest?.resolved(today: today))
    case .time(let earliest, let latest): return field(.time, min: earliest, max: latest)
    case .toggle: return .toggle(Toggle(key: key, label: label, on: draft.isOn(self), enabled: enabled))
    case .choice(let options):
      return .choice(
        .one(
          key: key, label: label, options: options, chosen: draft.chosenKeys(self).first, error: error,
          enabled: enabled, required: required))
    case .choices(let options):
      return .choice(
        .many(
          key: key, label: label, options: options, chosen: draft.chosenKeys(self), error: error, enabled: enabled,
          required: required))
    }
  }
}

extension Result where Failure == RecordProblem {
  /// The problem, if it is one.
  public var problem: RecordProblem? {
    if case .failure(let problem) = self { problem } else { nil }
  }
}
