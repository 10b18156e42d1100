import Foundation
import JSONValue
import Testing

/// What a frontend sees of process plugins' manifests and failures: home
/// lists what opens without input, and failures are worded in English.
@Suite("plugin manifests and messages over real pipes", .serialized)
struct PluginMessagesOverPipesTests {
  static let misbehaving = PluginsOverPipesTests.misbehaving

  @Test func homeListsOnlyTheModulesThatOpenWithoutInput() throws {
    let frontend = try Frontend([
      "--in-memory", "--process-plugin", Self.misbehaving + " needy needs-input", "--process-plugin",
      Self.misbehaving + " easy optional-input", "--process-plugin", Self.misbehaving + " plain",
    ])
    let result = try PluginsOverPipesTests.initialize(frontend)
    let modules = PluginsOverPipesTests.modules(result)
    #expect(["needy", "easy", "plain"].allSatisfy(modules.contains))
    let listed = try #require(try frontend.result("module/list")?["modules"]?.arrayValue)
    let needy = try #require(listed.first { $0["name"] == "needy" })
    #expect(needy["input"]?["required"] == ["id"])

    _ = try frontend.call("view/open", ["module": "home"])
    let home = try #require(try frontend.result("view/get", ["viewId": "v1"])?["view"])
    let list = home["children"]?.arrayValue?.first { $0["type"] == "list" }
    let keys = list?["items"]?.arrayValue?.compactMap { $0["key"]?.stringValue } ?? []
    #expect(keys.contains("easy"))
    #expect(keys.contains("plain"))
    #expect(!keys.contains("needy"))
    // Home offers only what it lists: choosing the needy module opens nothing.
    let chosen = try frontend.call("view/event", ["viewId": "v1", "action": "open", "value": "needy"])
    #expect(!chosen.contains { $0["method"] == "router/navigate" })
    // It still opens with its input, by navigation or view/open.
    #expect(try frontend.result("view/open", ["module": "needy", "input": ["id": 1]])?["viewId"] == "v2")
    #expect(frontend.finish() == 0)
  }

  /// PLUGINS.md §1: listed on home only when the input schema's top level
  /// accepts `{}` — no required members, a type that is or includes object.
  static let homeSchemas: [(schema: String, listed: Bool)] = [
    ("{}", true), (#"{"required":[]}"#, true), (#"{"type":"object"}"#, true),
    (#"{"type":["object","null"]}"#, true), (#"{"properties":{"a":{"type":"string"}}}"#, true),
    (#"{"required":["a"]}"#, false), (#"{"required":null}"#, false), (#"{"required":"a"}"#, false),
    (#"{"type":5}"#, false), (#"{"type":null}"#, false), (#"{"type":"string"}"#, false),
    (#"{"type":["string","null"]}"#, false),
  ]

  @Test func homeListsAModuleExactlyWhenItsSchemaTakesNoInput() throws {
    let plugins = Self.homeSchemas.indices.flatMap { index in
      ["--process-plugin", Self.misbehaving + " p\(index) json:" + Self.homeSchemas[index].schema]
    }
    let frontend = try Frontend(["--in-memory"] + plugins)
    let result = try PluginsOverPipesTests.initialize(frontend)
    #expect(result["pluginErrors"] == nil)
    _ = try frontend.call("view/open", ["module": "home"])
    let home = try #require(try frontend.result("view/get", ["viewId": "v1"])?["view"])
    let list = home["children"]?.arrayValue?.first { $0["type"] == "list" }
    let keys = Set(list?["items"]?.arrayValue?.compactMap { $0["key"]?.stringValue } ?? [])
    for (index, entry) in Self.homeSchemas.enumerated() {
      #expect(keys.contains("p\(index)") == entry.listed, "\(entry.schema)")
    }
    #expect(frontend.finish() == 0)
  }

  /// Swift debug text that must never reach a frontend.
  static let debugText = [
    "Optional(", "Reason.", "JSONParseError", "string(\"", "int(", "object(", "PluginMessageError",
  ]

  @Test(arguments: ["garbage", "bad-view", "bad-notify", "bad-effects", "bad-navigation"])
  func aProtocolErrorIsWordedInEnglish(action: String) throws {
    let frontend = try PluginsOverPipesTests.misbehavingSession()
    let messages = try frontend.call("view/event", ["viewId": "v2", "action": .string(action)])
    PluginsOverPipesTests.expectFailure(messages, reason: "protocol_error")
    let message = try #require(messages.last?["error"]?["message"]?.stringValue)
    for text in Self.debugText {
      #expect(!message.contains(text), "\(message)")
    }
    #expect(frontend.finish() == 0)
  }
}
