import Scaffold
import Testing
import ViperKit

/// `--fields`: the grammar (docs/FIELDS.md), each refusal's words, and what the generator writes from it.
@Suite("Field specs")
struct FieldSpecTests {
  static let expenses = """
    title:text:required:max=60:row amount:decimal:required:min=0.01:row category:choice:required:options=food|travel|office
    tags:choices:options=client|team spent-on:date:required:max=today:row at:time:min=08:00 notes:multiline
    reimbursed:toggle:row:filter card-pin:secure count:integer:min=1:max=99
    """

  @Test func theExpenseLogParses() throws {
    let spec = try FieldSpec(parsing: Self.expenses, rowActions: "delete,duplicate")
    #expect(
      spec.fields.map(\.name.name) == [
        "title", "amount", "category", "tags", "spent-on", "at", "notes", "reimbursed", "card-pin", "count",
      ])
    #expect(spec.rowTitle.name.name == "title" && spec.rowToggle?.name.name == "reimbursed")
    #expect(spec.rowDetails.map(\.name.name) == ["amount", "spent-on"])
    #expect(spec.rowActions == ["delete", "duplicate"])
    let fields = spec.fields.map(\.recordField)
    #expect(fields[0] == RecordField("title", "Title", .text(maxLength: 60), required: true))
    #expect(
      fields[1]
        == RecordField(
          "amount", "Amount", .decimal(places: 2, min: ExactDecimal(units: 1, places: 2), max: nil), required: true))
    #expect(fields[2].options.map(\.title) == ["Food", "Travel", "Office"])
    #expect(
      fields[4] == RecordField("spent-on", "Spent on", .date(earliest: nil, latest: .today(plus: 0)), required: true))
    #expect(fields[9] == RecordField("count", "Count", .integer(min: 1, max: 99)))
    #expect(fields[5] == RecordField("at", "At", .time(earliest: "08:00", latest: nil)))
  }

  @Test func theDeclarationsAreSwiftForEachField() throws {
    let spec = try FieldSpec(parsing: Self.expenses, rowActions: "delete,duplicate")
    let code = spec.declarations
    #expect(
      code.contains(
        #"public static let spentOn = RecordField("spent-on", "Spent on", .date(earliest: nil, latest: .today(plus: 0)), required: true)"#
      ))
    #expect(code.contains(#".decimal(places: 2, min: ExactDecimal(units: 1, places: 2), max: nil), required: true)"#))
    #expect(code.contains(#"ChoiceOption(key: "food", title: "Food")"#))
    #expect(code.contains("public static let rowToggle: RecordField? = reimbursed"))
    #expect(code.contains("public static let filtersOnToggle = true"))
    #expect(code.contains("public static let rowActions: [RowActionKind] = [.delete, .duplicate]"))
  }

  @Test func theMigrationTypesEveryColumn() throws {
    let sql = try FieldSpec(parsing: Self.expenses).migrationSQL(table: "expenses")
    for column in [
      #""title" TEXT NOT NULL"#, #""amount" INTEGER NOT NULL"#, #""category" TEXT NOT NULL"#, #""tags" TEXT"#,
      #""spent_on" TEXT NOT NULL"#, #""at" TEXT"#, #""notes" TEXT"#, #""reimbursed" BOOLEAN NOT NULL DEFAULT 0"#,
      #""card_pin" TEXT"#, #""count" INTEGER"#,
    ] {
      #expect(sql.contains("  " + column), "\(column)")
    }
    #expect(sql.contains(#"CREATE INDEX expenses_item_by_toggle ON expenses_item ("reimbursed", id);"#))
    #expect(sql.contains("CREATE TABLE expenses_setting"))
    #expect(sql.contains("CREATE INDEX expenses_item_position ON expenses_item (id);"))
    let plain = try FieldSpec(parsing: "title:text").migrationSQL(table: "notes")
    #expect(!plain.contains("by_toggle") && !plain.contains("_setting") && plain.contains("toggled = toggled + 0"))
  }

  @Test(arguments: [
    ("", "--fields is empty: give at least one field, e.g. title:text:required"),
    ("title", #"--fields "title": a field is name:kind[:option]… (e.g. title:text:required)"#),
    (
      "Title:text",
      #"--fields "Title:text": "Title" is not a field name: lowercase words joined by hyphens, starting with a letter, at most 40 characters (e.g. spent-on)"#
    ),
    (
      "title:string",
      #"--fields "title:string": no kind "string"; the kinds are text, multiline, secure, integer, decimal, date, time, toggle, choice, choices"#
    ),
    (
      "title:text:big",
      #"--fields "title:text:big": no option "big"; the options are required, row, filter, min=, max=, places= (decimal), options=a|b (choice, choices)"#
    ),
    (
      "title:text done:toggle:required",
      #"--fields "done:toggle:required": a toggle is on or off: it cannot be required"#
    ),
    ("title:text title:multiline", #"--fields names the field "title" twice"#),
    ("amount:integer", "--fields has no text field: a row needs a title (e.g. title:text:required:row)"),
    ("title:text a:toggle:row b:toggle:row", "--fields marks two toggles row: a row has one checkbox"),
    ("title:text id:integer", #"--fields names a field "id": the table keeps the item's id under that name"#),
    ("title:text default:text", taken("default")),
    ("title:text row-title:text", taken("row-title")),
    ("title:text item:text", taken("item")),
    (
      "title:text:min=3",
      #"--fields "title:text:min=3": min=3: a text field's bound is its most characters, max=N (N above 0)"#
    ),
    (
      "title:text:max=0",
      #"--fields "title:text:max=0": max=0: a text field's bound is its most characters, max=N (N above 0)"#
    ),
    (
      "title:text n:integer:min=x",
      #"--fields "n:integer:min=x": min=x: an integer's min is a whole number, e.g. min=0"#
    ),
    ("title:text n:integer:min=5:max=1", #"--fields "n:integer:min=5:max=1": min=5 is above max=1"#),
    (
      "title:text a:decimal:min=0.001",
      #"--fields "a:decimal:min=0.001": min=0.001: a decimal's min is a number with at most 2 decimal places, e.g. min=0.01"#
    ),
    (
      "title:text a:decimal:places=9", #"--fields "a:decimal:places=9": places=N is a decimal's decimal places, 0 to 6"#
    ),
    (
      "title:text d:date:max=tomorrow",
      #"--fields "d:date:max=tomorrow": max=tomorrow: a date's max is a day, YYYY-MM-DD, or today, today+N, today-N (e.g. max=today)"#
    ),
    (
      "title:text d:date:min=today+2:max=today",
      #"--fields "d:date:min=today+2:max=today": min=today+2 is above max=today"#
    ),
    (
      "title:text t:time:min=8:00",
      #"--fields "t:time:min=8:00": min=8:00: a time's min is HH:MM, 24-hour (e.g. min=08:00)"#
    ),
    ("title:text t:time:min=18:00:max=08:00", #"--fields "t:time:min=18:00:max=08:00": min=18:00 is above max=08:00"#),
    (
      "title:text t:time:min=25.00",
      #"--fields "t:time:min=25.00": min=25.00: a time's min is HH:MM, 24-hour (e.g. min=08:00)"#
    ),
    ("title:text c:choice", #"--fields "c:choice": a choice needs its options, e.g. options=food|travel"#),
    (
      "title:text c:choice:options=a|a",
      #"--fields "c:choice:options=a|a": options=a|b|c: each option a distinct lowercase word or words joined by hyphens ("a")"#
    ),
    ("title:text c:text:options=a", #"--fields "c:text:options=a": options= is for a choice or choices"#),
    ("title:text d:toggle:filter", #"--fields "d:toggle:filter": filter is a row toggle's (toggle:row:filter)"#),
    ("title:text p:secure:row", #"--fields "p:secure:row": a secure field is not shown on a row"#),
    ("title:text p:secure:max=4", #"--fields "p:secure:max=4": max=4: a secure has no bounds"#),
  ])
  func eachMistakeIsRefusedWithItsFix(spec: String, refusal: String) {
    #expect(throws: ScaffoldError(refusal)) { try FieldSpec(parsing: spec) }
  }

  /// The refusal of a field named as the generated code names something.
  static func taken(_ name: String) -> String {
    "--fields names a field \"\(name)\": the generated code uses that name (a Swift keyword, a member of "
      + "<Name>Fields, or the form's own key, item); call it otherwise, e.g. \(name)-value"
  }

  @Test func rowActionsAreTheOnesWritten() throws {
    #expect(try FieldSpec(parsing: "title:text", rowActions: "").rowActions == [])
    #expect(try FieldSpec(parsing: "title:text", rowActions: "edit,delete").rowActions == ["edit", "delete"])
    #expect(
      throws: ScaffoldError(
        #"--row-actions: no row action "archive" (the generator writes delete, duplicate, edit; give them comma-separated, e.g. delete,duplicate)"#
      )
    ) {
      try FieldSpec(parsing: "title:text", rowActions: "delete,archive")
    }
  }
}
