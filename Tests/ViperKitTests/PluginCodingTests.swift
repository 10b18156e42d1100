import JSONValue
import Testing
import ViperKit

/// View nodes, navigation, replies and manifests as plugins exchange them.
@Suite("Plugin message coding")
struct PluginCodingTests {
  static let everyNode: ViewNode = .screen(
    title: "All",
    children: [
      .text("a\nb"), .image(.name("logo")), .image(.url("https://example.com/a.png")),
      .button(action: "go", title: "Go", enabled: false),
      .list(
        action: "select",
        items: [
          ListItem(key: "1", title: "One"),
          ListItem(key: "2", title: "Two", subtitle: "2nd", accessory: ListAccessory(action: "apply", title: "Apply")),
        ]),
      .picker(action: "count", label: "How many?", options: [PickerOption(key: "1", title: "1")], selected: nil),
      .picker(action: "count", label: "How many?", options: [PickerOption(key: "1", title: "1")], selected: "1"),
      .spinner(label: nil), .spinner(label: "Loading"),
      .alert(title: "Oops", message: "No network", actions: [AlertAction(action: "retry", title: "Retry")]),
    ])

  @Test func everyNodeSurvivesTheTripThroughJSON() throws {
    #expect(try ViewNode(json: Self.everyNode.json) == Self.everyNode)
  }

  @Test func aBadNodeIsRefusedWithItsPath() {
    let bad: JSONValue = ["type": "screen", "title": "T", "children": [["type": "text"], ["type": "video"]]]
    #expect(throws: ViewDecodingError(path: "$.children[0].text", reason: "a string is required")) {
      try ViewNode(json: bad)
    }
    let unknown: JSONValue = ["type": "screen", "title": "T", "children": [["type": "video"]]]
    #expect(throws: ViewDecodingError(path: "$.children[0].type", reason: "unknown node type \"video\"")) {
      try ViewNode(json: unknown)
    }
    #expect(throws: ViewDecodingError(path: "$.enabled", reason: "expected a boolean, got string")) {
      try ViewNode(json: ["type": "button", "action": "a", "title": "t", "enabled": "yes"])
    }
  }

  @Test func navigationSurvivesTheTripThroughJSON() throws {
    let push = try Navigation(json: Navigation.push(Destination(untyped: "user", json: ["id": 1])).json)
    #expect(push.destination?.module == "user")
    guard case .json(let input)? = push.destination?.input else {
      Issue.record("the input was lost")
      return
    }
    #expect(input == ["id": 1])
    #expect(Navigation.pop.json == ["action": "pop"])
    #expect(throws: PluginMessageError("navigation push needs a module")) { try Navigation(json: ["action": "push"]) }
    #expect(throws: PluginMessageError("unknown navigation action \"jump\"")) {
      try Navigation(json: ["action": "jump"])
    }
  }

  @Test func aReplyMustHoldAScreenAndASaneEffectCount() throws {
    let reply = try ScreenReply(json: ["view": Self.everyNode.json, "effects": 2])
    #expect(reply.view == Self.everyNode)
    #expect(reply.effects == 2)
    #expect(try ScreenReply(json: [:]).view == nil)
    #expect(throws: PluginMessageError("bad view: $.view: the root must be a screen")) {
      try ScreenReply(json: ["view": ["type": "text", "text": "x"]])
    }
    #expect(throws: PluginMessageError.self) { try ScreenReply(json: ["effects": -1]) }
    #expect(throws: PluginMessageError.self) { try ScreenReply(json: ["effects": 65]) }
    #expect(throws: PluginMessageError.self) { try ScreenReply(json: "view") }
  }

  @Test func aManifestNeedsANameTitleAndVersion() throws {
    let manifest = try ModuleManifest(
      pluginJSON: ["name": "quiz", "title": "Quiz", "version": "1.0.0", "input": ["type": "object"]],
      origin: .process)
    #expect(manifest.listedOnHome)
    #expect(manifest.origin == .process)
    #expect(manifest.input == ["type": "object"])
    #expect(try ModuleManifest(pluginJSON: manifest.pluginJSON, origin: .process) == manifest)
    #expect(throws: PluginMessageError("the manifest needs a non-empty string title")) {
      try ModuleManifest(pluginJSON: ["name": "quiz", "version": "1"], origin: .library)
    }
    #expect(throws: PluginMessageError.self) {
      try ModuleManifest(pluginJSON: ["name": "a b", "title": "T", "version": "1"], origin: .library)
    }
  }
}
