import ViperKit

/// What the generator writes from `--fields`: the feature's field
/// declarations (Swift), its table's columns (SQL, frozen in the first
/// migration) and the values its transcript types.
extension FieldSpec.Field {
  /// The field as ViperKit declares it.
  public var recordField: RecordField {
    RecordField(InputKey(name.name), name.title, recordKind, required: required)
  }

  var recordKind: RecordField.Kind {
    switch kind {
    case .text: .text(maxLength: max.flatMap { Int($0) })
    case .multiline: .multiline(maxLength: max.flatMap { Int($0) })
    case .secure: .secure
    case .integer: .integer(min: min.flatMap { Int($0) }, max: max.flatMap { Int($0) })
    case .decimal:
      .decimal(
        places: places, min: min.flatMap { ExactDecimal($0, places: places) },
        max: max.flatMap { ExactDecimal($0, places: places) })
    case .date: .date(earliest: min.flatMap(FieldBounds.day), latest: max.flatMap(FieldBounds.day))
    case .time: .time(earliest: min, latest: max)
    case .toggle: .toggle
    case .choice: .choice(options.map { ChoiceOption(key: $0.name, title: $0.title) })
    case .choices: .choices(options.map { ChoiceOption(key: $0.name, title: $0.title) })
    }
  }

  /// `public static let spentOn = RecordField(...)`.
  var declaration: String {
    let required = self.required ? ", required: true" : ""
    return "  public static let \(name.variableName) = RecordField(\"\(name.name)\", \"\(name.title)\", "
      + "\(Self.literal(recordKind))\(required))"
  }

  /// Its column: `"spent_on" TEXT`, NOT NULL when needed (a toggle is always on or off; a secret never is: a
  /// copy leaves it out, and the form checks a needed one).
  var column: String {
    let name = "\"" + recordField.column + "\""
    switch kind {
    case .toggle: return "\(name) BOOLEAN NOT NULL DEFAULT 0"
    case .secure: return "\(name) TEXT"
    case .integer, .decimal: return "\(name) INTEGER" + (required ? " NOT NULL" : "")  // a decimal's units
    case .text, .multiline, .date, .time, .choice, .choices: return "\(name) TEXT" + (required ? " NOT NULL" : "")
    }
  }

  static func literal(_ kind: RecordField.Kind) -> String {
    func optional<T>(_ value: T?, _ text: (T) -> String) -> String { value.map(text) ?? "nil" }
    func decimal(_ value: ExactDecimal) -> String { "ExactDecimal(units: \(value.units), places: \(value.places))" }
    func day(_ bound: DayBound) -> String {
      switch bound {
      case .day(let day): ".day(\"\(day)\")"
      case .today(let days): ".today(plus: \(days))"
      }
    }
    func options(_ options: [ChoiceOption]) -> String {
      "[" + options.map { "ChoiceOption(key: \"\($0.key)\", title: \"\($0.title)\")" }.joined(separator: ", ") + "]"
    }
    return switch kind {
    case .text(let max): ".text(maxLength: \(optional(max) { String($0) }))"
    case .multiline(let max): ".multiline(maxLength: \(optional(max) { String($0) }))"
    case .secure: ".secure"
    case .integer(let min, let max):
      ".integer(min: \(optional(min) { String($0) }), max: \(optional(max) { String($0) }))"
    case .decimal(let places, let min, let max):
      ".decimal(places: \(places), min: \(optional(min, decimal)), max: \(optional(max, decimal)))"
    case .date(let earliest, let latest):
      ".date(earliest: \(optional(earliest, day)), latest: \(optional(latest, day)))"
    case .time(let earliest, let latest):
      ".time(earliest: \(optional(earliest) { "\"\($0)\"" }), latest: \(optional(latest) { "\"\($0)\"" }))"
    case .toggle: ".toggle"
    case .choice(let list): ".choice(\(options(list)))"
    case .choices(let list): ".choices(\(options(list)))"
    }
  }
}

extension FieldSpec {
  /// The body of the feature's `<Name>Fields` enum.
  public var declarations: String {
    var lines = fields.map(\.declaration)
    lines.append("")
    lines.append("  /// Every field, in the form's order.")
    lines.append("  public static let all = [\(fields.map(\.name.variableName).joined(separator: ", "))]")
    lines.append("  /// The row's title.")
    lines.append("  public static let rowTitle = \(rowTitle.name.variableName)")
    lines.append("  /// What else a row shows, in its subtitle.")
    lines.append(
      "  public static let rowDetails: [RecordField] = [\(rowDetails.map(\.name.variableName).joined(separator: ", "))]"
    )
    lines.append("  /// The row's checkbox, if it has one.")
    lines.append("  public static let rowToggle: RecordField? = \(rowToggle?.name.variableName ?? "nil")")
    lines.append("  /// The list's persisted setting: rows whose toggle is on show only while it is on.")
    lines.append("  public static let filtersOnToggle = \(rowToggle?.filter == true)")
    lines.append("  /// What each row offers beside opening it.")
    lines.append(
      "  public static let rowActions: [RowActionKind] = [\(rowActions.map { "." + $0 }.joined(separator: ", "))]")
    return lines.joined(separator: "\n")
  }
}

extension FieldSpec {
  /// The feature's first migration, as SQL written once into the generated gateway (a shipped
  /// migration is never edited): the items, their count row and its triggers, the toggle's index,
  /// the list's setting (RecordStore's `RecordTable` reads and writes them).
  public func migrationSQL(table name: String) -> String {
    let toggle = rowToggle.map { "\"" + $0.recordField.column + "\"" }
    let on = { (row: String) in toggle.map { "(\(row).\($0) != 0)" } ?? "0" }
    var statements = [
      "CREATE TABLE \(name)_item (id INTEGER PRIMARY KEY AUTOINCREMENT,\n"
        + fields.map { "  " + $0.column }.joined(separator: ",\n") + ");",
      "CREATE TABLE \(name)_count (id INTEGER PRIMARY KEY CHECK (id = 1), total INTEGER NOT NULL, "
        + "toggled INTEGER NOT NULL);",
      "INSERT INTO \(name)_count (id, total, toggled) VALUES (1, 0, 0);",
      // A narrow index of the ids: a jump by position (OFFSET) and a key's position (a COUNT) step over its
      // entries, not over the table's rows (a million rows: 16 ms for the middle, not 120).
      "CREATE INDEX \(name)_item_position ON \(name)_item (id);",
      "CREATE TRIGGER \(name)_item_counted AFTER INSERT ON \(name)_item BEGIN\n"
        + "  UPDATE \(name)_count SET total = total + 1, toggled = toggled + \(on("NEW")) WHERE id = 1; END;",
      "CREATE TRIGGER \(name)_item_uncounted AFTER DELETE ON \(name)_item BEGIN\n"
        + "  UPDATE \(name)_count SET total = total - 1, toggled = toggled - \(on("OLD")) WHERE id = 1; END;",
    ]
    if let toggle {
      statements += [
        "CREATE TRIGGER \(name)_item_toggled AFTER UPDATE OF \(toggle) ON \(name)_item "
          + "WHEN \(on("NEW")) != \(on("OLD")) BEGIN\n"
          + "  UPDATE \(name)_count SET toggled = toggled + \(on("NEW")) - \(on("OLD")) WHERE id = 1; END;",
        "CREATE INDEX \(name)_item_by_toggle ON \(name)_item (\(toggle), id);",
      ]
    }
    if rowToggle?.filter == true {
      statements.append(
        "CREATE TABLE \(name)_setting (id INTEGER PRIMARY KEY CHECK (id = 1), show_toggled BOOLEAN NOT NULL);")
    }
    return statements.joined(separator: "\n")
  }
}

extension ScaffoldRequest {
  /// The `module-with-fields` template's field placeholders: the declarations, the migration's SQL.
  public mutating func add(_ spec: FieldSpec) {
    // The templates hold them where Swift takes them: a comment in the enum, a line of the migration's string.
    placeholders.add("// MyScreenFieldDeclarations", String(spec.declarations.dropFirst(2)))
    let sql = spec.migrationSQL(table: name.snakeName).split(separator: "\n")
    placeholders.add("MyScreenMigrationSQL", sql.joined(separator: "\n        "))
    placeholders.add("MyScreenTranscriptStory", spec.transcriptStory(module: name))
  }

}
