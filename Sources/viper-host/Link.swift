import ArgumentParser
import Foundation
import Host
import JSONValue
import Transcripts
import ViperKit
import Wire

/// `viper-host link`: the text form of a stack (SESSIONS.md §3) — of the
/// saved session, of what a transcript leaves open, or parsed back.
struct Link: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "link",
    abstract: "Print the link of the saved session's stack, or of the stack a transcript leaves open.",
    discussion: """
      With no TRANSCRIPT: the saved session of --data-dir (exit 1 when there is none, or it is damaged: the message \
      names the file). With --parse LINK: the stack \
      LINK stands for, as JSON (exit 65 when it does not parse). The text form is in Protocol/SESSIONS.md §3.
      """)

  @Argument(help: "A recorded transcript: its input runs against a new host, which is asked for its stack at the end.")
  var transcript: String?

  @Option(help: "Print the stack LINK stands for, as the JSON array app/start {stack} takes.")
  var parse: String?

  @Option(help: "Directory of the saved session (default: as for serving).")
  var dataDir: String?

  @Option(help: "With TRANSCRIPT: the viper-host binary to run it against (default: this one).")
  var host: String?

  func validate() throws {
    if parse != nil && (transcript != nil || dataDir != nil) {
      throw ValidationError("--parse takes no transcript and no --data-dir")
    }
    if transcript != nil && dataDir != nil { throw ValidationError("give a transcript or --data-dir, not both") }
  }

  func run() throws {
    if let parse {
      do {
        let entries = try StackLink.parse(parse)
        print(JSONSerializer.string(.array(entries.map(\.json))))
      } catch {
        FileHandle.standardError.write(Data("viper-host link: byte \(error.offset): \(error.reason)\n".utf8))
        throw ExitCode(65)
      }
      return
    }
    let entries: [StackEntry]
    if let transcript {
      let replayer = TranscriptReplayer(hostBinary: host ?? Replay.ownExecutable())
      let stack = try replayer.currentStack(path: transcript)
      guard case .array(let elements)? = stack["stack"] else { throw Failure("the host's app/link has no stack") }
      entries = try elements.map(Self.entry)
    } else {
      var options = HostSettings()
      options.dataDir = dataDir
      let directory = options.dataDirectoryPath  // read, never made: `link` changes no file
      let path = directory + "/session.sqlite"
      guard FileManager.default.fileExists(atPath: path) else { throw Failure("no saved session in \(directory)") }
      entries = try Self.saved(path: path, directory: directory)
      guard !entries.isEmpty else { throw Failure("no saved session in \(directory)") }
    }
    guard let text = StackLink.format(entries) else {
      throw Failure("the stack has an input with an empty key, which a link cannot write")
    }
    print(text)
  }

  /// The saved stack, or what is wrong with the file and what serving would
  /// do about it (SESSIONS.md §3); the file is left as it is.
  private static func saved(path: String, directory: String) throws -> [StackEntry] {
    let file: SessionFile
    do {
      file = try SessionFile(path: path)
    } catch {
      throw Failure(
        "the saved session \(path) is damaged (\(error)); a host serving \(directory) sets it aside as "
          + "session.sqlite.damaged and starts a new session")
    }
    do {
      return try file.load().map(\.entry)
    } catch {
      throw Failure(
        "the saved session \(path) cannot be read (\(error)); a host serving \(directory) keeps it, and "
          + "app/start {restore: true} opens the launch screen instead")
    }
  }

  private static func entry(_ json: JSONValue) throws -> StackEntry {
    guard case .string(let module)? = json["module"] else { throw Failure("an entry of app/link has no module") }
    return StackEntry(
      module: ModuleName(module), input: json["input"], presented: json["presented"]?.boolValue ?? false)
  }

  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
  }
}
