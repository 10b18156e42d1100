import JSONValue
import Testing
import Wire

@testable import Transcripts

/// What `--update` leaves open (Protocol/TRANSCRIPTS.md, "What --update
/// leaves open"): the host's version, the room after the built-in modules in
/// every catalog, and a replay's directories; on a new line, and where a
/// rewritten line takes the host's value. The outside-in test (a real host,
/// one more module) is Clients/python/tests/test_update_goldens.py.
@Suite("Transcript goldens: what --update leaves open")
struct GoldenPatternsTests {
  static let catalog = ModuleCatalog(builtIn: ["onboarding", "home", "settings"], generated: ["my-screen"])
  static let open = GoldenPatterns(catalog: catalog, directories: ["/tmp/replay-1", "/work/t", "/"])

  static func manifest(_ name: String, version: JSONValue = "1.0.0") -> JSONValue {
    ["name": .string(name), "title": "T", "version": version]
  }

  static func initializeAnswer(version: String, modules: [String], maxViews: Int64 = 256) -> JSONValue {
    [
      "jsonrpc": "2.0", "id": 1,
      "result": [
        "protocolVersion": "1", "hostInfo": ["name": "viper-host", "version": .string(version)],
        "modules": .array(modules.map { manifest($0) }), "limits": ["maxViews": .int(maxViews)],
      ],
    ]
  }

  static func homeUpdate(rows: [String]) -> JSONValue {
    let items: [JSONValue] = rows.map { ["key": .string($0), "title": .string($0.uppercased())] }
    return [
      "jsonrpc": "2.0", "method": "view/update",
      "params": ["viewId": "v1", "view": ["type": "screen", "children": [["type": "list", "items": .array(items)]]]],
    ]
  }

  func matches(_ pattern: JSONValue, _ actual: JSONValue) -> Bool {
    var matcher = JSONPattern()
    return matcher.match(pattern, actual) == nil
  }

  @Test func aNewInitializeAnswerLeavesTheVersionAndTheRoomAfterTheBuiltInModulesOpen() {
    let sent = Self.initializeAnswer(
      version: "0.1.0", modules: ["onboarding", "home", "settings", "my-screen", "quiz"])
    let written = Self.open.written(sent)
    guard case .object(let result)? = written["result"] else {
      Issue.record("no result in \(written)")
      return
    }
    #expect(result["hostInfo"] == ["name": "viper-host", "version": "{{*}}"])
    #expect(
      result["modules"]
        == [
          Self.manifest("onboarding"), Self.manifest("home"), Self.manifest("settings"), "{{...}}",
          Self.manifest("quiz"),
        ]
    )
    #expect(result["limits"] == ["maxViews": 256])
    #expect(matches(written, sent))
    // Another build: a new version, a module generated or built in after the others; the plugin still last.
    let later = Self.initializeAnswer(
      version: "0.2.0", modules: ["onboarding", "home", "settings", "todo", "my-screen", "quiz"])
    #expect(matches(written, later))
    // What the story is about still fails: a limit, a built-in module gone, the plugin gone.
    #expect(
      !matches(
        written,
        Self.initializeAnswer(version: "0.1.0", modules: ["onboarding", "home", "settings", "quiz"], maxViews: 9)))
    #expect(!matches(written, Self.initializeAnswer(version: "0.1.0", modules: ["onboarding", "settings", "quiz"])))
    #expect(!matches(written, Self.initializeAnswer(version: "0.1.0", modules: ["onboarding", "home", "settings"])))
  }

  @Test func homesRowsAreACatalogToo() {
    let sent = Self.homeUpdate(rows: ["home", "settings", "my-screen"])
    let written = Self.open.written(sent)
    #expect(written == Self.homeUpdate(rows: ["home", "settings"]).replacing(rows: ["{{...}}"]))
    #expect(matches(written, Self.homeUpdate(rows: ["home", "settings", "my-screen", "todo"])))
  }

  @Test func homesRowsEndWhereTheirBuiltInRowsEndWhenTheLastBuiltInModuleIsNotListedThere() {
    // A feature whose last module opens only with input (the to-dos' detail) is not on home.
    let catalog = ModuleCatalog(
      builtIn: ["onboarding", "home", "settings", "todos", "todo-detail"], generated: ["my-screen"])
    let open = GoldenPatterns(catalog: catalog, directories: [])
    let written = open.written(Self.homeUpdate(rows: ["settings", "todos", "my-screen", "quiz"]))
    #expect(
      written
        == Self.homeUpdate(rows: ["settings", "todos"]).replacing(rows: ["{{...}}", ["key": "quiz", "title": "QUIZ"]]))
    // Rows of something else are no catalog: none of a built-in module first, one (a choice's option
    // `home`, as on the to-dos' form), or several out of the host's order.
    for rows in [["my-screen", "todos"], ["home", "work", "errand"], ["todos", "settings"]] {
      let other = Self.homeUpdate(rows: rows)
      #expect(open.written(other) == other)
    }
  }

  @Test func onlyWhatVariesBetweenBuildsIsLeftOpen() {
    // A module's own version, a version outside `result.hostInfo`, an array that lists no
    // last built-in module, a catalog that already has its run: all as sent.
    let sent: JSONValue = [
      "jsonrpc": "2.0", "id": 2,
      "result": [
        "modules": [Self.manifest("home", version: "2.0.0"), "{{...}}"], "version": "0.1.0",
        "stack": ["v1", "settings"], "clientInfo": ["version": "0.1.0"],
      ],
    ]
    #expect(Self.open.written(sent) == sent)
    #expect(
      GoldenPatterns.none.written(Self.initializeAnswer(version: "0.1.0", modules: ["settings", "x"]))
        == Self.initializeAnswer(version: "0.1.0", modules: ["settings", "x"]))
  }

  @Test func aReplaysDirectoriesInsideStringsBecomeWildcards() {
    let sent: JSONValue = ["error": ["message": "cannot load /tmp/replay-1/a.so or /work/t/b.so", "at": "/work/t"]]
    #expect(Self.open.written(sent) == ["error": ["message": "cannot load {{*}}/a.so or {{*}}/b.so", "at": "{{*}}"]])
    #expect(Self.open.written(["path": "/usr/lib"]) == ["path": "/usr/lib"])  // "/" is never taken
  }

  @Test func theSizeOfAnAnswerTooLargeToSendIsOpenAndNoOtherSize() {
    func error(_ kind: String, _ message: String, bytes: JSONValue) -> JSONValue {
      [
        "id": 1,
        "error": [
          "code": -32603, "message": .string(message), "data": ["kind": .string(kind), "bytes": bytes, "limit": 4096],
        ],
      ]
    }
    let sent = error("response_too_large", "too large to send: 6541 bytes, the limit is 4096", bytes: 6541)
    let written = Self.open.written(sent)
    #expect(
      written == error("response_too_large", "too large to send: {{*}} bytes, the limit is 4096", bytes: "{{number}}"))
    #expect(
      matches(written, error("response_too_large", "too large to send: 7000 bytes, the limit is 4096", bytes: 7000)))
    #expect(
      !matches(written, error("response_too_large", "too large to send: 7000 bytes, the limit is 8192", bytes: 7000)))
    let line = error("line_too_long", "Line too long: 206 bytes", bytes: 206)
    #expect(Self.open.written(line) == line)
    // A rewritten line: the size the host changed is left open there too.
    let old = error("response_too_large", "too large to send: 6541 bytes, the limit is 4096", bytes: 6541)
    let merged = JSONPattern.merge(
      old, into: error("response_too_large", "too large to send: 7000 bytes, the limit is 4096", bytes: 7000),
      leaving: Self.open)
    #expect(merged == written)
  }

  @Test func aNewLineIsWrittenAsSentUnlessSomethingIsLeftOpen() {
    let line = #"{"jsonrpc":"2.0","id":3,"result":{"n":1.0}}"#
    #expect(Self.open.written(line: line) == line)
    #expect(
      Self.open.written(line: #"{"id":1,"result":{"hostInfo":{"name":"viper-host","version":"0.1.0"}}}"#)
        == #"{"id":1,"result":{"hostInfo":{"name":"viper-host","version":"{{*}}"}}}"#)
  }

  // MARK: Rewriting a line that no longer matches

  @Test func patternsTheLineHasStayWhenAnotherMemberChanged() {
    let old = Self.initializeAnswer(version: "{{*}}", modules: ["onboarding", "home", "settings"])
      .replacingModules { $0 + ["{{...}}"] }
    let sent = Self.initializeAnswer(
      version: "0.3.0", modules: ["onboarding", "home", "settings", "todo"], maxViews: 9)
    let merged = JSONPattern.merge(old, into: sent, leaving: Self.open)
    #expect(
      merged
        == Self.initializeAnswer(version: "{{*}}", modules: ["onboarding", "home", "settings"], maxViews: 9)
        .replacingModules { $0 + ["{{...}}"] })
  }

  @Test func aLiteralThatStillMatchesStaysAndOneTheHostChangedIsLeftOpen() {
    let old = Self.initializeAnswer(version: "0.1.0", modules: ["onboarding", "home", "settings"])
    // Only a limit changed: the literal version and catalog still match, so they stay as written.
    let limit = Self.initializeAnswer(version: "0.1.0", modules: ["onboarding", "home", "settings"], maxViews: 9)
    #expect(JSONPattern.merge(old, into: limit, leaving: Self.open) == limit)
    // The version and the catalog changed: they are written open.
    let build = Self.initializeAnswer(version: "0.2.0", modules: ["onboarding", "home", "settings", "my-screen"])
    let merged = JSONPattern.merge(old, into: build, leaving: Self.open)
    #expect(
      merged
        == Self.initializeAnswer(version: "{{*}}", modules: ["onboarding", "home", "settings"])
        .replacingModules { $0 + ["{{...}}"] })
    #expect(matches(merged, build))
  }

  @Test func aCatalogWhoseRunNoLongerMatchesGetsItBack() {
    let old = Self.initializeAnswer(version: "{{*}}", modules: ["onboarding", "home", "gone", "settings"])
      .replacingModules { $0 + ["{{...}}"] }
    let sent = Self.initializeAnswer(version: "0.1.0", modules: ["onboarding", "home", "settings", "my-screen"])
    let merged = JSONPattern.merge(old, into: sent, leaving: Self.open)
    #expect(
      merged
        == Self.initializeAnswer(version: "{{*}}", modules: ["onboarding", "home", "settings"])
        .replacingModules { $0 + ["{{...}}"] })
  }

  @Test func theCatalogIsReadFromViperHostModules() {
    let listing = """
      onboarding\t1.0.0\tOnboarding
      home\t1.0.0\tHome
      my-screen\t1.0.0\tMy screen\t(scaffolded)
      tictactoe\t1.0.0\tTic-tac-toe\t(library plugin)
      not loaded: x.so: cannot load it
      """
    #expect(
      ModuleCatalog(listing: listing) == ModuleCatalog(builtIn: ["onboarding", "home"], generated: ["my-screen"]))
  }
}

extension JSONValue {
  /// The answer with its `result.modules` elements mapped by `change`.
  fileprivate func replacingModules(_ change: ([JSONValue]) -> [JSONValue]) -> JSONValue {
    guard case .object(var message) = self, case .object(var result)? = message["result"],
      case .array(let modules)? = result["modules"]
    else { return self }
    result["modules"] = .array(change(modules))
    message["result"] = .object(result)
    return .object(message)
  }

  /// The home update with `rows` appended to its list's items.
  fileprivate func replacing(rows: [JSONValue]) -> JSONValue {
    guard case .object(var message) = self, case .object(var params)? = message["params"],
      case .object(var view)? = params["view"], case .array(var children)? = view["children"],
      case .object(var list) = children[0], case .array(let items)? = list["items"]
    else { return self }
    list["items"] = .array(items + rows)
    children[0] = .object(list)
    view["children"] = .array(children)
    params["view"] = .object(view)
    message["params"] = .object(params)
    return .object(message)
  }
}
