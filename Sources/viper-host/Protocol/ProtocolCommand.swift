import ArgumentParser
import JSONValue
import Wire

/// `viper-host protocol`: the protocol this binary speaks, described by the
/// binary itself (methods, notifications, node types, errors, limits, the
/// exact schemas), for tools (`--format json`) or people (`--format text`).
struct ProtocolCommand: ParsableCommand {
  enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

  static let configuration = CommandConfiguration(
    commandName: "protocol",
    abstract: "Print the protocol this binary speaks: methods, notifications, node types, errors, limits, schemas.",
    discussion: "Generated from the JSON schemas embedded in the binary and its own defaults.")

  @Option(help: "text for people, json for tools.")
  var format: Format = .text

  func run() throws {
    let description = try ProtocolDescription(files: EmbeddedSchemas.files, version: ViperHostCommand.version)
    switch format {
    case .json: print(JSONSerializer.string(description.json))
    case .text: print(ProtocolText(description).render(), terminator: "")
    }
  }
}
