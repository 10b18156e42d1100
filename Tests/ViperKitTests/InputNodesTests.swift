import JSONValue
import Testing
import ViperKit

@Suite("Input nodes at the plugin boundary")
struct InputNodesTests {
  func refusal(_ node: JSONValue) -> String? {
    do {
      _ = try ViewNode(json: node)
      return nil
    } catch {
      return error.description
    }
  }

  /// An object by its type, so no test can skip its expectations when the shape changes.
  let field: JSONObject = ["type": "field", "key": "name", "label": "Name", "kind": "text", "send": "leave"]

  func with(_ key: String, _ value: JSONValue) -> JSONValue {
    var object = field
    object[key] = value
    return .object(object)
  }

  @Test func aFieldNeedsLittleAndGetsSafeDefaults() throws {
    #expect(try ViewNode(json: .object(field)) == .field(Field(key: "name", label: "Name", sending: .leave)))
    let change = try ViewNode(json: with("send", "change"))
    #expect(change == .field(Field(key: "name", label: "Name", sending: .change(debounceMs: 0))))
  }

  @Test func mistakesAreNamedWithTheirPath() {
    #expect(refusal(with("debounceMs", 300)) == "$.debounceMs: only a field sent on change has a debounce")
    #expect(refusal(with("kind", "password"))?.hasPrefix("$.kind: expected one of text, secure") == true)
    #expect(refusal(with("label", "")) == "$.label: a label must not be empty")
    #expect(refusal(with("key", "")) == "$.key: a key is 1 … 128 bytes without control characters")
    #expect(refusal(with("key", .string(String(repeating: "k", count: 129))))?.hasPrefix("$.key:") == true)
    #expect(refusal(with("key", "a\u{7}")) != nil)
    #expect(refusal(with("maxLength", 0))?.hasPrefix("$.maxLength: expected an integer 1 … 1000000") == true)
    #expect(refusal(with("send", "blur")) == "$.send: expected \"change\", \"leave\" or \"submit\"")
    #expect(refusal(with("value", "two\nlines")) == "$.value: a text field holds one line")
    var long = field
    long["maxLength"] = 2
    long["value"] = "abc"
    #expect(refusal(.object(long)) == "$.value: longer than maxLength (2)")
    #expect(refusal(["type": "stack", "axis": "diagonal", "children": []]) != nil)
    #expect(refusal(["type": "toggle", "key": "k", "label": "L"]) == "$.on: a boolean is required")
  }

  @Test func aTreesInputsAreCheckedTogether() {
    let name = ViewNode.field(Field(key: "k", label: "Name"))
    let toggle = ViewNode.toggle(Toggle(key: "k", label: "Share", on: false))
    let form = { (children: [ViewNode]) in
      ViewNode.form(Form(key: "f", submit: .init(action: "s", title: "S"), children: children))
    }
    #expect(ViewNode.screen(title: "t", children: [name, toggle]).inputProblem == "two inputs have the key \"k\"")
    #expect(ViewNode.screen(title: "t", children: [form([form([])])]).inputProblem == "a form is inside the form \"f\"")
    #expect(
      ViewNode.screen(title: "t", children: [form([.alert(title: "a", message: "m", actions: [])])]).inputProblem
        == "an alert is inside a form")
    #expect(
      ViewNode.screen(title: "t", children: [form([name]), .section(title: "s", children: [])]).inputProblem == nil)
    #expect(
      ViewNode.screen(title: "t", children: [form([.section(title: "s", children: [name])])]).input("k")?.form?.key
        == "f")
  }

  @Test func aSecureFieldsValueNeverReachesTheWire() {
    let secure = ViewNode.field(Field(key: "t", label: "Token", kind: .secure, value: "s3cret"))
    #expect(secure.json["value"] == nil)
  }
}
