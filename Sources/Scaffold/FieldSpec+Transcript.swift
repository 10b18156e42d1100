import Foundation
import ViperKit

/// The generated feature's transcript: the story's requests (`-->` lines)
/// from its fields; `viper-host replay --update` records what the host
/// answers (writing `{{today}}` where the host says today's date), and
/// `viper-host replay` checks it from then on, on any later day.
extension FieldSpec {
  public func transcriptStory(module: NameForms) -> String {
    var lines: [String] = []
    var id = 0
    func send(_ method: String, _ params: String?) {
      id += 1
      let tail = params.map { ",\"params\":\($0)" } ?? ""
      lines.append("--> {\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"\(method)\"\(tail)}")
    }
    func event(_ view: String, _ action: String, _ value: String? = nil) {
      send(
        "view/event",
        "{\"viewId\":\"\(view)\",\"action\":\"\(action)\"" + (value.map { ",\"value\":\"\($0)\"" } ?? "") + "}")
    }
    let nodes = [
      "field", "toggle", "form", "stack", "section", "choice", "toolbar", "list.actions", "list.toggle", "list.window",
    ]
    send(
      "initialize",
      "{\"protocolVersion\":\"1\",\"clientInfo\":{\"name\":\"transcript\"},\"capabilities\":{\"nodes\":["
        + nodes.map { "\"\($0)\"" }.joined(separator: ",") + "]}}")
    lines.append("# Home opens the list, empty; Add opens the form; Save with nothing typed shows what is needed.")
    send("view/open", "{\"module\":\"home\"}")
    event("v1", "open", module.name)
    send("host/idle", nil)
    event("v2", "add")
    event("v3", "save")
    lines.append("# Each field typed as the user leaves it (a secret as a secret), then saved: back on the list.")
    for field in fields { if let params = field.storyEdit(view: "v3") { send("view/input", params) } }
    event("v3", "save")
    send("host/idle", nil)
    if let toggle = rowToggle {
      lines.append("# The row's checkbox (\(toggle.name.name), on from the form) turned off.")
      send("view/input", "{\"viewId\":\"v2\",\"key\":\"1\",\"seq\":1,\"value\":false}")
      send("host/idle", nil)
    }
    if rowActions.contains("duplicate") {
      lines.append("# Duplicate: a copy of the row, without its secret.")
      event("v2", "duplicate", "1")
      send("host/idle", nil)
    }
    lines.append("# The row's detail, then its form: the title changed and saved; the detail reads it again.")
    event("v2", "open", "1")
    send("host/idle", nil)
    event("v4", "edit")
    send("host/idle", nil)
    let title = Self.json("Changed")
    send(
      "view/input", "{\"viewId\":\"v5\",\"key\":\"\(rowTitle.name.name)\",\"seq\":1,\"value\":\(title),\"left\":true}")
    event("v5", "save")
    send("host/idle", nil)
    lines.append("# Delete on the detail asks first; confirmed, the item is gone and the list shows again.")
    event("v4", "delete")
    event("v4", "confirm")
    send("host/idle", nil)
    if rowActions.contains("duplicate"), rowActions.contains("delete") {
      lines.append("# A row's Delete asks first; Keep keeps it, Delete deletes it.")
      event("v2", "delete", "2")
      event("v2", "keep")
      event("v2", "delete", "2")
      event("v2", "confirm")
      send("host/idle", nil)
    }
    if let toggle = rowToggle, toggle.filter {
      lines.append("# The list's setting turned off (kept in the database).")
      send("view/input", "{\"viewId\":\"v2\",\"key\":\"show-toggled\",\"seq\":1,\"value\":false}")
      send("host/idle", nil)
    }
    lines.append("# An unknown action is refused.")
    event("v2", "nonsense")
    send("shutdown", nil)
    lines.append("--> {\"jsonrpc\":\"2.0\",\"method\":\"exit\"}")
    return lines.joined(separator: "\n")
  }

  static func json(_ text: String) -> String {
    (try? String(decoding: JSONEncoder().encode(text), as: UTF8.self)) ?? "\"\""
  }
}

extension FieldSpec.Field {
  /// The edit the story sends for this field (a value that passes its checks on any day), or nil.
  func storyEdit(view: String) -> String? {
    let head = "{\"viewId\":\"\(view)\",\"key\":\"\(name.name)\",\"seq\":1,"
    switch kind {
    case .secure: return head + "\"secret\":\"s3cret\",\"left\":true}"
    case .toggle: return head + "\"value\":true}"
    case .choice: return head + "\"value\":\"\(options[0].name)\"}"
    case .choices: return head + "\"value\":[\"\(options[0].name)\"]}"
    default: return storyText.map { head + "\"value\":\(FieldSpec.json($0)),\"left\":true}" }
    }
  }

  /// A text of a typed kind within its bounds on every day; nil when none is (a date whose earliest day counts from today).
  var storyText: String? {
    let most = max.flatMap { Int($0) }
    switch kind {
    case .text: return String("\(name.title) one".prefix(most ?? 100))
    case .multiline: return String("First line\nsecond line".prefix(most ?? 100))
    case .integer:
      let low = min.flatMap { Int($0) } ?? Int.min
      return String(Swift.min(Swift.max(1, low), max.flatMap { Int($0) } ?? Int.max))
    case .decimal:
      let typed = ExactDecimal("12.5", places: places) ?? ExactDecimal(units: 12, places: 0)
      let low = min.flatMap { ExactDecimal($0, places: places) }
      let high = max.flatMap { ExactDecimal($0, places: places) }
      let value = high.map { typed > $0 ? $0 : typed } ?? typed
      let text = (low.map { value < $0 ? $0 : value } ?? value)
      return ExactDecimal(units: text.units, places: text.places).description
    case .date:
      switch (min.flatMap(FieldBounds.day), max.flatMap(FieldBounds.day)) {
      case (.day(let first)?, _): return first
      case (nil, .day(let last)?): return last
      case (nil, _): return "2000-01-01"  // before any latest day counted from today, from now on
      case (.today?, _): return nil
      }
    case .time: return min ?? max ?? "12:00"
    case .secure, .toggle, .choice, .choices: return nil
    }
  }
}
