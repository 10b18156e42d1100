import Foundation
import Testing
import Transcripts

/// Serving with options only is parsed by `serve` alone (issue #31: the
/// root's parse walks every subcommand); anything else — help, the version,
/// a mistake — still answers as the root command, word for word.
@Suite("The command line's root over real processes", .serialized)
struct CommandLineRootTests {
  @Test(arguments: [
    (["--bogus"], "Error: Unknown option '--bogus'\nUsage: viper-host serve <options>\n"),
    (["--in-memory", "extra"], "Error: Unexpected argument 'extra'\nUsage: viper-host serve <options>\n"),
    (["--history", "5"], "--debug"),
  ])
  func aMistakeIsTheRootsUsageError(arguments: [String], words: String) throws {
    let host = try HostBinary.start(arguments)
    host.closeInput()
    #expect(try host.readToEnd().isEmpty)
    #expect(host.waitForExit() == 64)
    #expect(host.stderrText.contains(words), "\(host.stderrText)")
  }

  @Test(arguments: [["--help"], ["-h"], ["help"]])
  func helpIsTheRootsWithItsSubcommands(arguments: [String]) throws {
    let host = try HostBinary.start(arguments)
    host.closeInput()
    let help = try host.readToEnd().joined(separator: "\n")
    #expect(host.waitForExit() == 0)
    #expect(help.contains("USAGE: viper-host <subcommand>"), "\(help)")
    #expect(help.contains("SUBCOMMANDS:") && help.contains("replay"), "\(help)")
  }

  @Test func serveWithOptionsAnswersInitialize() throws {
    let host = try HostBinary.start(["--in-memory", "--seed", "7"])
    try host.send(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"1"}}"#)
    #expect(try host.readLine().contains(#""protocolVersion":"1""#))
    host.closeInput()
    #expect(host.waitForExit() == 0)
  }
}
