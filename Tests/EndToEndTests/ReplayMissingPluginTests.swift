import Foundation
import Testing
import Transcripts

/// `viper-host replay` on a transcript whose `!host` line names a plugin that
/// is not there (the quiz before `make venv`): it fails at once at that line,
/// naming the path, instead of replaying against a host without the plugin
/// and blaming whatever module then sits in its place — and `--update` does
/// not rewrite the file to that state. A plugin the transcript expects to be
/// missing (its expectations name it, as a load error) is replayed as usual.
@Suite("viper-host replay names a missing plugin at its !host line")
final class ReplayMissingPluginTests {
  private let scratch = ScratchTranscripts()

  static func story(_ hostLine: String) -> String {
    """
    # a plugin's story
    \(hostLine)
    --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}
    <-- {"jsonrpc":"2.0","id":1,"result":"{{*}}"}

    """
  }

  /// Each way of naming a plugin, with a path that does not exist.
  static let hostLines = [
    "!host --in-memory --process-plugin {{here}}/.venv/bin/viperhost-quiz-plugin",
    "!host --in-memory --process-plugin=/nonexistent/python3 {{here}}/quiz.py",
    "!host --in-memory --plugin {{bindir}}/libNotBuiltPlugin.so",
    "!host --in-memory --plugin-dir {{here}}/no-such-folder",
  ]

  func replay(_ arguments: [String]) throws -> (status: Int32?, output: [String]) {
    let replay = try HostProcess(executable: HostBinary.path, arguments: ["replay", "--timeout", "10"] + arguments)
    replay.closeInput()
    let output = try replay.readToEnd()
    return (replay.waitForExit(), output)
  }

  @Test(arguments: hostLines.indices)
  func aMissingPluginFailsAtItsHostLineNamingThePath(index: Int) throws {
    let path = try scratch.write(Self.story(Self.hostLines[index]))
    let (status, output) = try replay([path])
    #expect(status == 1)
    #expect(output.first == "FAIL \(path):2", "\(output)")
    #expect(output.contains { $0.contains("which does not exist") && $0.contains("make venv") }, "\(output)")
  }

  @Test func updateLeavesTheFileAsItWas() throws {
    let text = Self.story(Self.hostLines[0])
    let path = try scratch.write(text)
    let (status, output) = try replay(["--update", path])
    #expect(status == 1)
    #expect(output.first == "FAIL \(path):2", "\(output)")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
  }

  @Test func aPluginTheTranscriptExpectsToBeMissingIsReplayed() throws {
    let path = try scratch.write(
      """
      !host --in-memory --process-plugin {{here}}/missing-command
      --> {"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}
      <-- {"jsonrpc":"2.0","id":1,"result":{"protocolVersion":"1","hostInfo":"{{*}}","modules":"{{*}}","limits":"{{*}}","pluginErrors":[{"plugin":"{{*}}/missing-command","kind":"process","message":"{{*}}"}]}}

      """)
    let (status, output) = try replay([path])
    #expect(status == 0, "\(output)")
  }

  @Test func aHostThatIsNotThereIsAUsageError() throws {
    let path = try scratch.write(Self.story("!host --in-memory"))
    let (status, _) = try replay(["--host", "/nonexistent/viper-host", path])
    #expect(status == 64)
  }
}
