import Testing
import ViperKit

/// Every field kind: its values, its family of bad text and the words of each problem, its bounds (a date's
/// counted from today), the draft's bindings and what its snapshot keeps.
@Suite("Record fields")
struct RecordFieldTests {
  static let today = "2026-12-07"
  static let categories = [ChoiceOption(key: "food", title: "Food"), ChoiceOption(key: "travel", title: "Travel")]
  static let title = RecordField("title", "Title", .text(maxLength: 5), required: true)
  static let notes = RecordField("notes", "Notes", .multiline(maxLength: nil))
  static let pin = RecordField("pin", "PIN", .secure, required: true)
  static let count = RecordField("count", "Count", .integer(min: 1, max: 10))
  static let amount = RecordField(
    "amount", "Amount", .decimal(places: 2, min: ExactDecimal(units: 1, places: 2), max: nil), required: true)
  static let spent = RecordField("spent", "Spent on", .date(earliest: .day("2026-01-01"), latest: .today(plus: 0)))
  static let at = RecordField("at", "At", .time(earliest: "08:00", latest: "18:00"))
  static let paid = RecordField("paid", "Paid", .toggle)
  static let category = RecordField("category", "Category", .choice(categories), required: true)
  static let tags = RecordField("tags", "Tags", .choices(categories))
  static let all = [title, notes, pin, count, amount, spent, at, paid, category, tags]

  func draft(_ edits: (InputKey, InputValue)...) throws -> RecordDraft {
    var draft = RecordDraft()
    for (key, value) in edits { try draft.apply(InputEdit(key: key, value: value), to: Self.all) }
    return draft
  }

  func check(_ field: RecordField, _ text: String) throws -> Result<RecordValue, RecordProblem> {
    field.check(try draft((field.key, .text(text))), today: Self.today)
  }

  @Test(arguments: [
    (title, "Lunch", RecordValue.text("Lunch")), (notes, "a\nb", .text("a\nb")), (count, "10", .integer(10)),
    (amount, "12.5", .decimal(ExactDecimal(units: 1250, places: 2))),
    (amount, "0.01", .decimal(ExactDecimal(units: 1, places: 2))), (spent, "2026-12-07", .day("2026-12-07")),
    (spent, "2026-01-01", .day("2026-01-01")), (at, "08:00", .time("08:00")), (at, "18:00", .time("18:00")),
  ])
  func aValueWithinItsBoundsIsTyped(field: RecordField, text: String, value: RecordValue) throws {
    #expect(try check(field, text).get() == value)
  }

  @Test(arguments: [
    (title, "", RecordProblem.missing), (title, "   ", .missing), (title, "Lunch!", .tooLong(max: 5)),
    (title, "é😀é😀éx", .tooLong(max: 5)), (count, "x", .notWholeNumber), (count, "1.5", .notWholeNumber),
    (count, "+3", .notWholeNumber), (count, " 3", .notWholeNumber), (count, "0", .below("1")),
    (count, "11", .above("10")),
    (count, "99999999999999999999", .notWholeNumber), (amount, "", .missing), (amount, "12,50", .notDecimal(places: 2)),
    (amount, "1.234", .tooManyPlaces(2)), (amount, "12.345", .tooManyPlaces(2)), (amount, "0", .below("0.01")),
    (amount, "-5", .below("0.01")),
    (spent, "2026-12-08", .after("2026-12-07")), (spent, "2025-12-31", .before("2026-01-01")),
    (spent, "2026-02-30", .notDate),
    (spent, "7.12.2026", .notDate), (spent, "2026-1-07", .notDate), (at, "07:59", .before("08:00")),
    (at, "18:01", .after("18:00")), (at, "24:00", .notTime), (at, "8:00", .notTime), (at, "noon", .notTime),
  ])
  func eachKindsBadTextHasItsProblem(field: RecordField, text: String, problem: RecordProblem) throws {
    #expect(try check(field, text).problem == problem)
  }

  @Test func eachProblemIsWorded() {
    let words = [
      RecordProblem.missing, .tooLong(max: 60), .notWholeNumber, .notDecimal(places: 2), .tooManyPlaces(2),
      .tooManyPlaces(1), .tooManyPlaces(0), .below("0.01"), .above("10"), .notDate, .notTime, .before("2026-01-01"),
      .after("2026-12-07"),
    ].map(\.words)
    #expect(
      words == [
        "Needed.", "At most 60 characters.", "Not a whole number.", "Not a number like 12.55.",
        "At most 2 decimal places.", "At most 1 decimal place.", "Not a whole number.", "At least 0.01.", "At most 10.",
        "Not a date (YYYY-MM-DD).", "Not a time (HH:MM, 24-hour).", "Not before 2026-01-01.", "Not after 2026-12-07.",
      ])
  }

  @Test func aDateBoundCountedFromTodayMovesWithTheDay() throws {
    let draft = try draft((Self.spent.key, .text("2026-12-08")))
    #expect(Self.spent.check(draft, today: "2026-12-07").problem == .after("2026-12-07"))
    #expect(try Self.spent.check(draft, today: "2026-12-08").get() == .day("2026-12-08"))
    let lastWeek = RecordField("spent", "Spent on", .date(earliest: .today(plus: -7), latest: nil))
    #expect(lastWeek.check(draft, today: "2026-12-16").problem == .before("2026-12-09"))
  }

  @Test func anOptionalFieldLeftEmptyIsNoneAndANeededOneIsMissing() throws {
    let empty = RecordDraft()
    for field in [Self.notes, Self.count, Self.spent, Self.at, Self.tags] {
      #expect(try field.check(empty, today: Self.today).get() == RecordValue.none)
    }
    for field in [Self.title, Self.pin, Self.amount, Self.category] {
      #expect(field.check(empty, today: Self.today).problem == .missing)
    }
    #expect(try Self.paid.check(empty, today: Self.today).get() == .flag(false))
    #expect(Set(empty.problems(Self.all, today: Self.today).keys) == ["title", "pin", "amount", "category"])
    #expect(empty.values(Self.all, today: Self.today) == nil)
  }

  @Test func everyEditIsBoundToItsFieldByItsKey() throws {
    var draft = try draft(
      ("title", .text("Lunch")), ("pin", .text("1234")), ("amount", .text("12.50")), ("paid", .on(true)),
      ("category", .choice("travel")), ("tags", .choices(["travel", "food", "food"])))
    #expect(draft.chosenKeys(Self.tags) == ["food", "travel"])  // the options' order, each once
    let values = try #require(draft.values(Self.all, today: Self.today))
    #expect(values["paid"] == .flag(true) && values["category"] == .chosen(["travel"]))
    #expect(values["pin"] == .secret("1234"))
    #expect(try draft.apply(InputEdit(key: "elsewhere", value: .text("x")), to: Self.all) == nil)
    try draft.apply(InputEdit(key: "category", value: .choice(nil)), to: Self.all)
    #expect(draft.problems(Self.all, today: Self.today) == ["category": .missing])
  }

  @Test(
    arguments: [
      ("title", InputValue.on(true)), ("paid", .text("yes")), ("category", .choices(["food"])),
      ("tags", .choice("food")),
      ("category", .choice("rent")), ("tags", .choices(["food", "rent"])), ("pin", .on(false)),
    ] as [(InputKey, InputValue)])
  func aValueOfAnotherKindOrAnUnknownOptionIsRefused(key: InputKey, value: InputValue) {
    var draft = RecordDraft()
    #expect(throws: ActionError.self) { try draft.apply(InputEdit(key: key, value: value), to: Self.all) }
    #expect(draft == RecordDraft())
  }

  @Test func aProblemShowsOnceItsFieldWasLeftOrTheFormSubmitted() throws {
    var draft = try draft(("title", .text("Lunch!")))
    #expect(Self.title.node(in: draft, today: Self.today).field?.error == nil)
    try draft.apply(InputEdit(key: "title", value: .text("Lunch!"), left: true), to: Self.all)
    #expect(Self.title.node(in: draft, today: Self.today).field?.error == "At most 5 characters.")
    #expect(Self.amount.node(in: draft, today: Self.today).field?.error == nil)
    draft.submit()
    #expect(Self.amount.node(in: draft, today: Self.today).field?.error == "Needed.")
  }

  @Test func eachKindHasItsControlWithItsBounds() throws {
    let draft = try draft(("spent", .text("2026-12-01")), ("pin", .text("1234")), ("tags", .choices(["food"])))
    let nodes = Self.all.map { $0.node(in: draft, today: Self.today, enabled: false) }
    let kinds = nodes.compactMap(\.field).map(\.kind)
    #expect(kinds == [.text, .multiline, .secure, .number, .number, .date, .time])
    #expect(nodes[0].field?.maxLength == 5 && nodes[0].field?.required == true)
    #expect(nodes[2].field?.value == "")  // a secret is never sent back
    #expect(nodes[5].field?.min == "2026-01-01" && nodes[5].field?.max == Self.today)
    #expect(nodes[6].field?.min == "08:00" && nodes[6].field?.max == "18:00")
    #expect(nodes[7] == .toggle(Toggle(key: "paid", label: "Paid", on: false, enabled: false)))
    guard case .choice(let category) = nodes[8], case .choice(let tags) = nodes[9] else {
      Issue.record("expected two choices, got \(nodes[8]), \(nodes[9])")
      return
    }
    #expect(!category.multiple && category.required && category.chosen.isEmpty)
    #expect(tags.multiple && tags.chosen == ["food"] && !tags.enabled)
  }

  @Test func theSnapshotKeepsWhatWasTypedButNeverTheSecret() throws {
    var draft = try draft(("title", .text("Lunch")), ("pin", .text("1234")), ("paid", .on(true)))
    draft.submit()
    let json = try JSONValueEncoder.encode(draft)
    #expect(!"\(json)".contains("1234"))
    let back = try JSONValueDecoder.decode(RecordDraft.self, from: json)
    #expect(back.text(Self.title) == "Lunch" && back.isOn(Self.paid) && back.submitted)
    #expect(back.secret(Self.pin).isEmpty)
  }

  @Test func aDraftOfAStoredItemShowsItsValuesAndNeverItsSecret() throws {
    let values: [InputKey: RecordValue] = [
      "title": .text("Lunch"), "amount": .decimal(ExactDecimal(units: 1250, places: 2)), "spent": .day("2026-12-01"),
      "paid": .flag(true), "tags": .chosen(["food"]), "pin": .secretSaved,  // as a gateway reads it back
    ]
    let draft = RecordDraft(values, fields: Self.all)
    #expect(draft.text(Self.amount) == "12.50" && draft.text(Self.spent) == "2026-12-01")
    #expect(draft.isOn(Self.paid) && draft.chosenKeys(Self.tags) == ["food"] && draft.secret(Self.pin).isEmpty)
    // Left empty, the stored secret stays: the needed field is not needed on this item, and says why.
    #expect(try Self.pin.check(draft, today: Self.today).get() == .secretSaved)
    let node = Self.pin.node(in: draft, today: Self.today)
    guard case .field(let pin) = node else {
      Issue.record("expected a field, got \(node)")
      return
    }
    #expect(!pin.required && pin.hint == "Saved: leave it empty to keep it")
    #expect(RecordValue.chosen(["food", "travel"]).shown(in: Self.tags) == "Food, Travel")
    #expect(RecordValue.secret("1234").shown(in: Self.pin) == "Saved")
  }
}

extension ViewNode {
  fileprivate var field: Field? { if case .field(let field) = self { field } else { nil } }
}
