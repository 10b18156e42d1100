import JSONValue
import PluginWire
import Testing
import ViewNodeSamples
import ViperKit

/// View nodes, navigation, replies and manifests as plugins exchange them.
@Suite("Plugin message coding")
struct PluginCodingTests {
  @Test func everyNodeSurvivesTheTripThroughJSON() throws {
    for sample in ViewNodeSamples.all { #expect(try ViewNode(json: sample.json) == sample) }
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

  /// An image's `label` (PROTOCOL.md §6), on an image node and on a list
  /// row's `image`: a non-empty string, or absent (`null` counts as absent).
  @Test func anImageLabelIsANonEmptyStringWhereverTheImageIs() throws {
    let row: (JSONValue) -> JSONValue = { image in
      ["type": "list", "action": "a", "items": [["key": "k", "title": "t", "image": image]]]
    }
    for (wrap, path) in [({ (image: JSONValue) in image }, "$"), (row, "$.items[0].image")] {
      #expect(throws: ViewDecodingError(path: "\(path).label", reason: "a label must not be empty")) {
        try ViewNode(json: wrap(["type": "image", "url": "u", "label": ""]))
      }
      #expect(throws: ViewDecodingError(path: "\(path).label", reason: "expected a string, got number")) {
        try ViewNode(json: wrap(["type": "image", "name": "n", "label": 1]))
      }
      #expect(throws: ViewDecodingError(path: "\(path).name", reason: "a string is required")) {
        try ViewNode(json: wrap(["type": "image", "label": "L"]))
      }
    }
    #expect(try ViewNode(json: ["type": "image", "name": "n", "label": .null]) == .image(.name("n")))
    #expect(
      try ViewNode(json: row(["name": "n", "label": "L"]))
        == .list(
          action: "a",
          items: [
            ListItem(key: "k", title: "t", image: .name("n", label: "L"))
          ]))
  }

  @Test func navigationSurvivesTheTripThroughJSON() throws {
    let push = try Navigation(json: Navigation.push(Destination(untyped: "user", json: ["id": 1])).json)
    #expect(push.destination?.module == "user")
    let input = try #require(push.destination?.input, "the destination was lost")
    #expect(input.jsonValue == ["id": 1], "the input was lost")
    #expect(Navigation.pop.json == ["action": "pop"])
    #expect(throws: PluginMessageError("navigation push needs a module")) { try Navigation(json: ["action": "push"]) }
    #expect(throws: PluginMessageError("unknown navigation action \"jump\"")) {
      try Navigation(json: ["action": "jump"])
    }
  }

  @Test func aReplyMustHoldAScreenAndASaneEffectCount() throws {
    let reply = try ScreenReply(json: ["view": ViewNodeSamples.everyKind.json, "effects": 2])
    #expect(reply.view == ViewNodeSamples.everyKind)
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

extension ScreenInput {
  /// The JSON a frontend (or a plugin) sent, or nil for any other kind of input.
  fileprivate var jsonValue: JSONValue? {
    if case .json(let json) = self { return json }
    return nil
  }
}
