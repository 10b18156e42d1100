/// `viper-host new module NAME --fields SPEC`: a record's fields as one
/// argument (docs/FIELDS.md is the grammar). Fields are separated by spaces;
/// each is `name:kind[:option]…`:
///
///     title:text:required:max=60:row amount:decimal:required:min=0.01:row
///     category:choice:options=food|travel|office tags:choices:options=client|team
///     spent-on:date:max=today at:time reimbursed:toggle:row:filter notes:multiline
///
/// Parsing checks everything the generated code relies on, so a refused
/// spec writes nothing and says which field and option is wrong, and how to
/// write it.
public struct FieldSpec: Equatable, Sendable {
  public enum Kind: String, Equatable, Sendable, CaseIterable {
    case text, multiline, secure, integer, decimal, date, time, toggle, choice, choices
  }

  /// One field, as parsed.
  public struct Field: Equatable, Sendable {
    /// `spent-on`: its input key; `name.typeName`-style forms for code and columns.
    public var name: NameForms
    public var kind: Kind
    public var required = false
    /// Shown on the list's rows (a toggle: the row's checkbox).
    public var row = false
    /// The row toggle's persisted list setting, "Show <label>".
    public var filter = false
    /// Bounds as written (checked for the kind): a length, a number, a day (`today±N`), a time.
    public var min: String?
    public var max: String?
    /// A decimal's places (default 2).
    public var places = 2
    /// A choice's option keys.
    public var options: [NameForms] = []
  }

  public var fields: [Field]
  /// The actions each row has (`--row-actions`): `delete` (confirmed), `duplicate`, `edit`.
  public var rowActions: [String]

  public static let knownRowActions = ["delete", "duplicate", "edit"]

  /// Names a field may not have: Swift's keywords (a field is a `static let`), `<Name>Fields`' own members,
  /// and the form's key. (SQL's keywords are fine: the columns are double-quoted.)
  static let takenNames: Set<String> = [
    "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
    "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows", "static",
    "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default", "defer", "do", "else",
    "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while", "as", "any",
    "false", "is", "nil", "self", "super", "throws", "true", "try", "await", "async", "some",
    "all", "rowTitle", "rowDetails", "rowToggle", "rowActions", "filtersOnToggle", "item",
  ]

  /// The row's title: the first text field marked `row`, else the first text field.
  public var rowTitle: Field {
    fields.first { $0.kind == .text && $0.row } ?? fields.first { $0.kind == .text }!
  }

  /// The row's toggle, if a toggle is marked `row`.
  public var rowToggle: Field? { fields.first { $0.kind == .toggle && $0.row } }

  /// What else the row shows, after its title (its subtitle, joined).
  public var rowDetails: [Field] {
    fields.filter { $0.row && $0.kind != .toggle && $0.name != rowTitle.name }
  }

  public init(parsing spec: String, rowActions: String = "delete") throws(ScaffoldError) {
    let words = spec.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).map(String.init)
    guard !words.isEmpty else { throw Self.refusal("is empty: give at least one field, e.g. title:text:required") }
    fields = []
    for word in words {
      let field = try Self.field(word)
      if fields.contains(where: { $0.name.name == field.name.name }) {
        throw Self.refusal("names the field \"\(field.name.name)\" twice")
      }
      fields.append(field)
    }
    guard fields.contains(where: { $0.kind == .text }) else {
      throw Self.refusal("has no text field: a row needs a title (e.g. title:text:required:row)")
    }
    if fields.filter({ $0.kind == .toggle && $0.row }).count > 1 {
      throw Self.refusal("marks two toggles row: a row has one checkbox")
    }
    if let reserved = fields.first(where: { ["id", "rowid", "oid"].contains($0.name.snakeName) }) {
      throw Self.refusal("names a field \"\(reserved.name.name)\": the table keeps the item's id under that name")
    }
    if let taken = fields.first(where: { Self.takenNames.contains($0.name.variableName) }) {
      throw Self.refusal(
        "names a field \"\(taken.name.name)\": the generated code uses that name (a Swift keyword, a member of "
          + "<Name>Fields, or the form's own key, item); call it otherwise, e.g. \(taken.name.name)-value")
    }
    self.rowActions = try Self.rowActions(rowActions)
  }

  static func refusal(_ text: String) -> ScaffoldError { ScaffoldError("--fields " + text) }

  private static func rowActions(_ list: String) throws(ScaffoldError) -> [String] {
    let names = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    if list.isEmpty { return [] }
    for name in names where !knownRowActions.contains(name) {
      throw ScaffoldError(
        "--row-actions: no row action \"\(name)\" (the generator writes \(knownRowActions.joined(separator: ", ")); "
          + "give them comma-separated, e.g. delete,duplicate)")
    }
    if Set(names).count != names.count { throw ScaffoldError("--row-actions names an action twice") }
    return names
  }
}
