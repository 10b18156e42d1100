import Foundation
import Testing
import Transcripts

/// `!loose` sections, matchers and `--update`'s "never replace a pattern"
/// rule, against the real host (Protocol/TRANSCRIPTS.md).
@Suite("Loose transcripts and updates against the real host", .serialized)
final class LooseTranscriptTests {
  let replayer = TranscriptReplayer(hostBinary: HostBinary.path, timeout: 10)
  private let scratch = ScratchTranscripts()

  func write(_ text: String) throws -> String { try scratch.write(text) }

  static let start = """
    !host --in-memory
    --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}
    <-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}
    """
  static let appStart = #"--> {"jsonrpc":"2.0","id":2,"method":"app/start"}"#
  static let navigate =
    #"<-- {"jsonrpc":"2.0","method":"router/navigate","params":{"action":"replaceRoot","viewId":"v1","module":"onboarding","stack":["v1"]}}"#
  static let answer = #"<-- {"jsonrpc":"2.0","id":2,"result":{"viewId":"v1","module":"onboarding"}}"#

  @Test func aLooseSectionSkipsUnlistedNotificationsAndSaysWhich() throws {
    let path = try write("\(Self.start)\n!loose\n\(Self.appStart)\n\(Self.answer)\n!strict\n")
    var skipped: [TranscriptReplayer.Skipped] = []
    #expect(try replayer.check(path: path, skipped: &skipped) == nil)
    #expect(skipped.map(\.line) == [5, 5])
    #expect(skipped.first?.message.contains("router/navigate") == true)
    #expect(skipped.last?.message.contains("view/update") == true)
    // Listed notifications still count, in order; the unlisted one after it is skipped.
    let listed = try write("\(Self.start)\n!loose\n\(Self.appStart)\n\(Self.navigate)\n\(Self.answer)\n")
    skipped = []
    #expect(try replayer.check(path: listed, skipped: &skipped) == nil)
    #expect(skipped.map(\.line) == [6])
  }

  @Test func replayShowSkippedListsThemUnderTheTranscript() throws {
    let path = try write("\(Self.start)\n!loose\n\(Self.appStart)\n\(Self.answer)\n")
    let replay = try HostBinary.start(["replay", "--show-skipped", path])
    replay.closeInput()
    let output = try replay.readToEnd()
    #expect(replay.waitForExit() == 0)
    #expect(output.first == "ok   \(path)")
    #expect(
      output.dropFirst().first?.hasPrefix(
        "  skipped after line 5: <-- {\"jsonrpc\":\"2.0\",\"method\":\"router/navigate\"") == true)
    let quiet = try HostBinary.start(["replay", path])
    quiet.closeInput()
    #expect(try quiet.readToEnd().contains { $0.contains("skipped") } == false)
    #expect(quiet.waitForExit() == 0)
  }

  @Test func outsideALooseSectionEveryMessageMustBeListed() throws {
    let path = try write("\(Self.start)\n!loose\n!strict\n\(Self.appStart)\n\(Self.answer)\n")
    let failure = try #require(try replayer.check(path: path))
    #expect(failure.line == 7)
    #expect(failure.report.contains("differs at $.id: missing member"))
  }

  @Test func aLooseSectionNeverSkipsAResponseNorReorders() throws {
    let unlisted = try write("\(Self.start)\n!loose\n\(Self.appStart)\n")
    let failure = try #require(try replayer.check(path: unlisted))
    #expect(failure.report.contains("a !loose section skips only notifications"))
    #expect(failure.report.contains(#""id":2"#))
    let reordered = try write("\(Self.start)\n!loose\n\(Self.appStart)\n\(Self.answer)\n\(Self.navigate)\n")
    // Long enough for a slow host (ThreadSanitizer) to answer what it does say.
    let impatient = TranscriptReplayer(hostBinary: HostBinary.path, timeout: 5)
    let late = try #require(try impatient.check(path: reordered))
    #expect(late.line == 7)
  }

  @Test func aListedNotificationThatChangedShowsItsDiff() throws {
    let changed = Self.navigate.replacingOccurrences(of: "replaceRoot", with: "push")
    let path = try write("\(Self.start)\n!loose\n\(Self.appStart)\n\(changed)\n\(Self.answer)\n")
    let failure = try #require(try replayer.check(path: path))
    #expect(failure.line == 6)
    #expect(failure.report.contains("differs at $.params.action"))
  }

  @Test func updateInALooseSectionAddsAnswersButNeverSkippedNotifications() throws {
    let changed = Self.navigate.replacingOccurrences(of: #""stack":["v1"]"#, with: #""stack":"{{array}}","x":1"#)
    let story = try write("\(Self.start)\n!loose\n\(Self.appStart)\n\(changed)\n# then the rest\n")
    let updated = try replayer.updated(path: story).split(separator: "\n").map(String.init)
    #expect(
      updated.suffix(3) == [
        #"<-- {"jsonrpc":"2.0","method":"router/navigate","params":{"action":"replaceRoot","viewId":"v1","module":"onboarding","stack":"{{array}}"}}"#,
        Self.answer,
        "# then the rest",
      ])
    #expect(!updated.contains { $0.contains("view/update") })
  }

  @Test func updateKeepsEveryPatternThatStillMatches() throws {
    let path = try write(
      """
      !host --in-memory
      --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}
      <-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"0","hostInfo":{"version":"{{*}}","name":"{{re:^viper}}"},"modules":"{{array}}","limits":{"maxLineBytes":"{{$max:number}}","maxDepth":"{{string}}","maxViews":256.0,"maxEffectsPerView":"{{number}}","maxMessageBytes":"{{*}}"}}}
      """)
    let updated = try replayer.updated(path: path).split(separator: "\n").map(String.init)
    #expect(
      updated[2]
        == #"<-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1","hostInfo":{"version":"{{*}}","name":"{{re:^viper}}"},"modules":"{{array}}","limits":{"maxLineBytes":"{{$max:number}}","maxDepth":128,"maxViews":256.0,"maxEffectsPerView":"{{number}}","maxMessageBytes":"{{*}}","maxWindowRows":200}}}"#
    )
    try (updated.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
    #expect(try replayer.check(path: path) == nil)
  }
}
