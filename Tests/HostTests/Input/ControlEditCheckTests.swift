import JSONValue
import Testing
import ViperKit

@testable import Host

/// Choices and date/time fields: each edit checked against the control as
/// sent (PROTOCOL.md §6, "Controls"); every way a value can be wrong refused
/// as `invalid_value`, worded without the value.
@Suite("Edits of choices, dates and times")
struct ControlEditCheckTests {
  let options = [ChoiceOption(key: "s", title: "Small"), ChoiceOption(key: "m", title: "Medium")]
  var size: ViewInput { .choice(.one(key: "size", label: "Size", options: options, chosen: "m")) }
  var tags: ViewInput { .choice(.many(key: "tags", label: "Tags", options: options, chosen: [])) }
  let due = ViewInput.field(
    Field(key: "due", label: "Due", kind: .date, sending: .leave, min: "2020-01-01", max: "2030-12-31"))
  let time = ViewInput.field(Field(key: "at", label: "At", kind: .time, sending: .leave))

  func check(_ input: ViewInput, _ value: JSONValue?) -> Result<InputEdit, EditRefusal> {
    Result { () throws(EditRefusal) in try EditCheck.edit(of: input, in: nil, value: value, secret: nil, left: false) }
  }

  @Test func aChoiceTakesItsKeysAndKeepsTheOptionsOrder() throws {
    #expect(try check(size, "s").get().value == .choice("s"))
    #expect(try check(size, .null).get().value == .choice(nil))
    #expect(try check(tags, ["m", "s"]).get().value == .choices(["s", "m"]))
    #expect(try check(tags, []).get().value == .choices([]))
  }

  @Test func everyWrongChoiceValueIsRefused() {
    let wrong: [(ViewInput, JSONValue?)] = [
      (size, "l"), (size, ""), (size, ["s"]), (size, 1), (size, true), (size, nil), (size, "s,m"),
      (tags, "s"), (tags, .null), (tags, ["s", "s"]), (tags, ["x"]), (tags, [1]), (tags, ["s", .null]), (tags, nil),
    ]
    for (input, value) in wrong where !check(input, value).isRefusedAsInvalid {
      Issue.record("\(input.key) took \(String(describing: value))")
    }
  }

  @Test func aDisabledChoiceTakesNoEditAndNoChoiceTakesASecret() {
    let off = ViewInput.choice(.one(key: "size", label: "Size", options: options, chosen: nil, enabled: false))
    #expect(check(off, "s") == .failure(.unavailable("the choice is disabled")))
    let secret = Result { () throws(EditRefusal) in
      try EditCheck.edit(of: size, in: nil, value: nil, secret: "s", left: false)
    }
    #expect(secret.isRefusedAsInvalid)
  }

  @Test func datesAndTimesThatAreOnesWithinTheirBoundsAreTaken() throws {
    for text in ["2020-01-01", "2024-02-29", "2030-12-31", ""] {
      #expect(try check(due, .string(text)).get().value == .text(text))
    }
    for text in ["00:00", "09:30", "23:59", ""] {
      #expect(try check(time, .string(text)).get().value == .text(text))
    }
  }

  @Test func everyDateOrTimeThatIsNotOneOrOutOfBoundsIsRefused() {
    let dates = [
      "2026-02-29", "2100-02-29", "2026-02-30", "2026-04-31", "2026-13-01", "2026-00-10", "2026-01-00", "2026-1-01",
      "26-01-01", "2026/01/01", " 2026-01-01", "2026-01-01 ", "+202-01-01", "２０２６-01-01", "2026-01-01T00:00",
      "2019-12-31", "2031-01-01", "0000-01-01", "abcd-ef-gh",
    ]
    for text in dates where !check(due, .string(text)).isRefusedAsInvalid { Issue.record("due took \(text)") }
    let times = ["24:00", "23:60", "9:30", "09:5", "09:30:00", "0930", "-1:00", "٠٩:٣٠", "12:00 ", "noon"]
    for text in times where !check(time, .string(text)).isRefusedAsInvalid { Issue.record("at took \(text)") }
    #expect(check(due, 20_260_101).isRefusedAsInvalid)
  }
}
