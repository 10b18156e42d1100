import JSONValue
import Logging
import Testing
import ViperKit
import Wire

@testable import Host

/// A screen whose view the test sets; the `show` action makes the host look.
final class ScriptedScreen: Screen {
  var view: ViewNode
  init(view: ViewNode) { self.view = view }
  func start() -> Reaction { .none }
  func resume() -> Reaction { .none }
  func handle(action: ActionName, value: ActionValue?) throws(ActionError) -> Reaction { .none }
  func receive(_ result: EffectResult) -> Reaction { .none }
}

final class ScriptedModule: ScreenModule, @unchecked Sendable {
  let manifest = ModuleManifest(name: "scripted", title: "Scripted", version: "1.0.0", listedOnHome: false)
  var screen = ScriptedScreen(view: .screen(title: "", children: []))
  func makeScreen(input: ScreenInput) throws(InputError) -> any Screen { screen }
}

/// Random view trees and random edits of them, covering every node type and
/// every optional member (present, absent, changed).
struct TreeEditor {
  var generator: SeededRandomNumberGenerator

  mutating func pick(_ range: Range<Int>) -> Int { Int.random(in: range, using: &generator) }
  mutating func word() -> String { ["a", "bb", "ccc", "é", "slash/", "q\"uote", ""][pick(0..<7)] }
  mutating func maybe(_ text: String) -> String? { pick(0..<2) == 0 ? nil : text }

  mutating func row(_ key: Int) -> ListItem {
    ListItem(
      key: String(key), title: word(), subtitle: maybe(word()),
      image: pick(0..<3) == 0 ? .url(word(), label: maybe(word())) : nil,
      accessory: pick(0..<3) == 0 ? ListAccessory(action: "apply", title: word()) : nil)
  }

  mutating func key() -> InputKey { ["a", "b", "c"][pick(0..<3)] }

  mutating func input() -> ViewNode {
    if pick(0..<3) == 0 { return .toggle(Toggle(key: key(), label: "t" + word(), on: pick(0..<2) == 0)) }
    let kind = Field.Kind.allCases[pick(0..<Field.Kind.allCases.count)]
    let sending: Field.Sending = [.change(debounceMs: pick(0..<500)), .leave, .submit][pick(0..<3)]
    return .field(
      Field(
        key: key(), label: "l" + word(), kind: kind, value: word(), sending: sending, hint: maybe(word()),
        error: maybe(word()), enabled: pick(0..<2) == 0, maxLength: pick(0..<2) == 0 ? nil : 50))
  }

  mutating func node() -> ViewNode {
    switch pick(0..<13) {
    case 8: return input()
    case 9: return input()
    case 10:
      return .form(
        Form(
          key: ["f", "g"][pick(0..<2)], submit: FormSubmit(action: "save", title: word()), pending: pick(0..<2) == 0,
          message: maybe(word()), children: (0..<pick(0..<4)).map { _ in pick(0..<3) == 0 ? .text(word()) : input() }))
    case 11:
      return .stack(
        axis: pick(0..<2) == 0 ? .vertical : .horizontal, children: (0..<pick(0..<3)).map { _ in input() })
    case 12:
      return .section(
        title: word(), children: (0..<pick(0..<3)).map { _ in pick(0..<2) == 0 ? input() : .text(word()) })
    case 0: return .text(word())
    case 1: return pick(0..<2) == 0 ? .image(.name(word(), label: maybe(word()))) : .image(.url(word()))
    case 2: return .button(action: "go", title: word(), enabled: pick(0..<2) == 0)
    case 3: return .list(action: "select", items: ListRows((0..<pick(0..<12)).map { row($0) }))
    case 4:
      return .picker(
        action: "count", label: word(), options: (0..<pick(0..<4)).map { ChoiceOption(key: "\($0)", title: word()) },
        selected: maybe("1"))
    case 5: return .spinner(label: maybe(word()))
    case 6: return .alert(title: word(), message: word(), actions: [NodeAction(action: "retry", title: word())])
    default: return .screen(title: word(), children: (0..<pick(0..<3)).map { _ in .text(word()) })
    }
  }

  /// One random edit that leaves a valid view (no two inputs with one key).
  mutating func edit(_ tree: ViewNode) -> ViewNode {
    while true {
      let next = anyEdit(tree)
      if next.inputProblem == nil { return next }
    }
  }

  /// One random edit: a child added, removed, replaced or edited in place
  /// (a list's rows, a member's value), or the title.
  mutating func anyEdit(_ tree: ViewNode) -> ViewNode {
    guard case .screen(let screen) = tree else { preconditionFailure("edits start from a screen") }
    var (title, children) = (screen.title, screen.children)
    let choice = pick(0..<6)
    if choice == 0 || children.isEmpty {
      children.insert(node(), at: pick(0..<(children.count + 1)))
    } else if choice == 1 {
      children.remove(at: pick(0..<children.count))
    } else if choice == 2 {
      children[pick(0..<children.count)] = node()
    } else if choice == 3 {
      title = word()
    } else {
      let index = pick(0..<children.count)
      if case .list(let list) = children[index], !list.items.isEmpty {
        var rows = Array(list.items)
        switch pick(0..<3) {
        case 0: rows[pick(0..<rows.count)] = row(pick(0..<99))
        case 1: rows.remove(at: pick(0..<rows.count))
        default: rows.append(row(rows.count))
        }
        children[index] = .list(action: list.action, items: ListRows(rows))
      } else {
        children[index] = node()
      }
    }
    return .screen(title: title, children: children)
  }
}

@Suite("Patches are never larger than the tree")
struct PatchSizePropertyTests {
  func wholeUpdateBytes(_ view: ViewNode, rev: JSONValue) -> Int {
    JSONSerializer.bytes(
      RPCOutgoing.notification(
        "view/update", ["viewId": "v1", "module": "scripted", "rev": rev, "view": view.json])
    ).count
  }

  /// A frontend that renders every node type, and one that renders the first eight (rule 8: it gets text).
  @Test(arguments: [1, 2, 3, 4, 5] as [UInt64], [true, false])
  func everyPatchIsShorterThanTheWholeUpdateAndAppliesExactly(seed: UInt64, rendersInputs: Bool) throws {
    let module = ScriptedModule()
    let host = HostHarness(modules: [module], launch: "scripted")
    let nodes: [String] = rendersInputs ? ["field", "toggle", "form", "stack", "section"] : []
    let vocabulary = NodeVocabulary(renders: Set(nodes))
    _ = host.call(
      "initialize",
      ["protocolVersion": "1", "capabilities": ["viewPatch": true, "nodes": .array(nodes.map(JSONValue.string))]])
    var editor = TreeEditor(generator: SeededRandomNumberGenerator(seed: seed))
    var tree = ViewNode.screen(title: "start", children: [editor.node()])
    module.screen.view = tree
    _ = host.call("app/start")
    var mirror = tree.json
    var patches = 0
    for _ in 0..<400 {
      let previous = tree
      tree = editor.edit(tree)
      module.screen.view = tree
      let messages = host.call("view/event", ["viewId": "v1", "action": "show"])
      // Unchanged, or changed only where this frontend's vocabulary does not show (a field's placeholder to
      // a frontend that gets it as text): no update, no rev (an empty view/patch went out before).
      if tree == previous || vocabulary.adapt(tree) == vocabulary.adapt(previous) {
        #expect(messages.count == 1, "an update of a view that did not change for this frontend")
        continue
      }
      let sent = try #require(messages.first { $0["params"]?["viewId"] == "v1" && $0["id"] == nil }, "no update")
      if sent["method"] == "view/patch" {
        patches += 1
        let operations = try #require(sent["params"]?["ops"]?.arrayValue)
        let patchBytes = JSONSerializer.bytes(sent).count
        let rev = try #require(sent["params"]?["rev"])
        #expect(patchBytes < wholeUpdateBytes(tree, rev: rev), "a patch longer than the tree it makes")
        mirror = apply(try operations.map(operation), to: mirror)
      } else {
        #expect(sent["method"] == "view/update")
        mirror = try #require(sent["params"]?["view"])
      }
      // The host writes the inputs' stamps (seq, set); the view's own JSON has them at 0.
      #expect(unstamped(mirror) == unstamped(vocabulary.adapt(tree).json), "the frontend's copy drifted from the view")
    }
    // Both kinds were exercised, so the comparison above decided something.
    #expect(patches > 50 && patches < 400)
  }

  @Test func theDiffKnowsExactlyHowMuchTheTreeGrew() {
    var editor = TreeEditor(generator: SeededRandomNumberGenerator(seed: 42))
    var tree = ViewNode.screen(title: "start", children: [editor.node()])
    for _ in 0..<2_000 {
      let next = editor.edit(tree)
      var sizeChange = 0
      _ = ViewPatch.diff(tree, next, sizeChange: &sizeChange)
      let expected = JSONSerializer.bytes(next.json).count - JSONSerializer.bytes(tree.json).count
      #expect(sizeChange == expected, "\(tree) -> \(next)")
      tree = next
    }
  }

  private func operation(_ json: JSONValue) throws -> ViewPatch.Operation {
    let kind = try #require(json["op"]?.stringValue.flatMap(ViewPatch.Operation.Kind.init(rawValue:)))
    return ViewPatch.Operation(kind: kind, path: try #require(json["path"]?.stringValue), value: json["value"])
  }
}

/// `json` without the `seq` and `set` members the host writes into inputs.
func unstamped(_ json: JSONValue) -> JSONValue {
  switch json {
  case .object(let object):
    let isInput = object["type"] == "field" || object["type"] == "toggle"
    return .object(
      JSONObject(
        object.members.filter { !(isInput && ($0.key == "seq" || $0.key == "set")) }.map {
          ($0.key, unstamped($0.value))
        }))
  case .array(let values): return .array(values.map(unstamped))
  default: return json
  }
}
