import JSONValue
import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// The form assembled by its module on a fixed day, driven as a frontend would (every field by its key), its
/// save run against a gateway spy: a control per field, each kind's bad values refused with their words, every
/// value saved, an item edited, and what a snapshot keeps.
@Suite("My screen form")
struct MyScreenFormScreenTests {
  let today = RecordItem.today

  func open(_ gateway: MyScreenGatewaySpy = MyScreenGatewaySpy(), id: Int? = nil) throws -> ScreenTester {
    let module = MyScreenFormModule(effects: MyScreenEffectHandler(gateway: gateway), clock: FixedClock(today))
    return try ScreenTester(module, input: .typed(MyScreenFormInput(id: id)))
  }

  func shown(_ screen: ScreenTester, _ field: RecordField) -> Bool {
    screen.field(field.key) != nil || screen.choice(field.key) != nil || screen.toggle(field.key) != nil
  }

  @Test func everyFieldHasItsControl() throws {
    let screen = try open()
    for field in MyScreenFields.all { #expect(shown(screen, field), "\(field.key)") }
    #expect(screen.form("item")?.children.count == MyScreenFields.all.count)
  }

  @Test func saveWithNothingTypedShowsWhatIsNeededAndSavesNothing() throws {
    let gateway = MyScreenGatewaySpy()
    let screen = try open(gateway)
    try screen.send("save")
    for field in MyScreenFields.all {
      let needed = field.required && field.kind != .toggle
      #expect(screen.error(of: field.key) == (needed ? RecordProblem.missing.words : nil), "\(field.key)")
    }
    #expect(screen.pendingEffects.isEmpty && screen.navigations.isEmpty && gateway.calls.isEmpty)
  }

  @Test func eachBadValueShowsItsProblemOnceTheFieldIsLeft() throws {
    let screen = try open()
    for field in MyScreenFields.all {
      for (value, problem) in field.badValues(today: today) {
        try screen.edit(field.key, value, left: true)
        #expect(screen.error(of: field.key) == problem.words, "\(field.key) = \(value)")
      }
      try screen.edit(field.key, field.example(today: today), left: true)
      #expect(screen.error(of: field.key) == nil, "\(field.key)")
    }
  }

  @Test func aValueOfAnotherKindOrAnUnknownKeyIsRefused() throws {
    let screen = try open()
    #expect(throws: ActionError.self) { try screen.edit("no-such-field", .text("x")) }
    for field in MyScreenFields.all {
      let wrong: InputValue = field.kind == .toggle ? .text("yes") : .on(true)
      #expect(throws: ActionError.self, "\(field.key)") { try screen.edit(field.key, wrong) }
    }
  }

  @Test func everyValueIsSavedAndTheFormGoesBack() async throws {
    let gateway = MyScreenGatewaySpy()
    let screen = try open(gateway)
    for field in MyScreenFields.all { try screen.edit(field.key, field.example(today: today), left: true) }
    try screen.send("save")
    #expect(screen.form("item")?.pending == true)
    #expect(throws: ActionError.unavailable("save", "the item is being read or saved")) { try screen.send("save") }
    await screen.runEffects()
    #expect(gateway.calls == [.add(RecordItem.exampleValues)])
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func anItemIsEditedInPlaceAndItsSecretStaysUnlessTyped() async throws {
    let item = RecordItem.example(id: 7)
    let gateway = MyScreenGatewaySpy(items: [item])
    let screen = try open(gateway, id: 7)
    #expect(screen.form("item")?.pending == true)
    await screen.runEffects()
    #expect(screen.form("item")?.pending == false)
    let title = MyScreenFields.rowTitle
    #expect(screen.field(title.key)?.value == item.shown(title))
    try screen.edit(title.key, .text("Changed"), left: true)
    try screen.send("save")
    await screen.runEffects()
    var expected = item.values  // as stored (a secret only as saved), the title changed
    expected[title.key] = .text("Changed")
    #expect(gateway.calls == [.update(id: 7, expected)])
    #expect(screen.navigations.map(NavigationStep.init) == [.pop])
  }

  @Test func aFailedSaveIsTheFormsMessageAndKeepsWhatWasTyped() async throws {
    let screen = try open(MyScreenGatewaySpy(failing: .unavailable("locked")))
    for field in MyScreenFields.all { try screen.edit(field.key, field.example(today: today)) }
    try screen.send("save")
    await screen.runEffects()
    #expect(screen.formMessage("item") == "Not saved: The items cannot be read or saved now.")
    #expect(screen.form("item")?.pending == false && screen.navigations.isEmpty)
  }

  static let hasDates = MyScreenFields.all.contains { if case .date = $0.kind { true } else { false } }

  @Test(.enabled(if: hasDates, "a field is a date"))
  func aFormRestoredOnALaterDayCountsItsDatesFromThatDay() throws {
    let screen = try open()
    let snapshot = try #require(screen.snapshot)
    let later = "2027-01-15"
    let module = MyScreenFormModule(
      effects: MyScreenEffectHandler(gateway: MyScreenGatewaySpy()), clock: FixedClock(later))
    let restored = try ScreenTester(module, input: .typed(MyScreenFormInput(id: nil)), restoring: snapshot)
    for field in MyScreenFields.all {
      guard case .date(let earliest, let latest) = field.kind else { continue }
      #expect(restored.field(field.key)?.min == earliest?.resolved(today: later), "\(field.key)")
      #expect(restored.field(field.key)?.max == latest?.resolved(today: later), "\(field.key)")
    }
  }

  @Test func aSnapshotKeepsWhatWasTypedButNoSecret() throws {
    let screen = try open()
    for field in MyScreenFields.all { try screen.edit(field.key, field.example(today: today)) }
    let snapshot = try #require(screen.snapshot)
    #expect(!"\(snapshot)".contains("s3cret"))
    let module = MyScreenFormModule(
      effects: MyScreenEffectHandler(gateway: MyScreenGatewaySpy()), clock: FixedClock(today))
    let restored = try ScreenTester(module, input: .typed(MyScreenFormInput(id: nil)), restoring: snapshot)
    for field in MyScreenFields.all {
      switch field.kind {
      case .secure: #expect(restored.field(field.key)?.value == "")
      case .toggle: #expect(restored.toggle(field.key)?.on == true)
      case .choice, .choices: #expect(restored.choice(field.key)?.value == field.example(today: today))
      default: #expect(restored.field(field.key)?.value == field.example(today: today).text, "\(field.key)")
      }
    }
  }
}
