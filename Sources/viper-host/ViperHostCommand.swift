import ArgumentParser

/// `viper-host`: serves VIPER screen modules over newline-delimited
/// JSON-RPC 2.0 on stdin/stdout.
@main
struct ViperHostCommand: ParsableCommand {
  static let version = "0.1.0"
  static let subcommands: [ParsableCommand.Type] = [
    Serve.self, ListModules.self, Replay.self, Mock.self, New.self, Link.self, ProtocolCommand.self,
  ]

  static let configuration = CommandConfiguration(
    commandName: "viper-host",
    abstract: "Serve VIPER screen modules to a frontend over JSON-RPC 2.0 on stdin/stdout.",
    discussion: "The protocol is specified in Protocol/PROTOCOL.md. Logs go to stderr; stdout carries protocol only.",
    version: version,
    subcommands: subcommands,
    defaultSubcommand: Serve.self)

  /// `--generate-completion-script SHELL` comes from `CompletionModel`, whose
  /// top level offers serve's options too. The common start — serving, with
  /// long options only — is read by `ServeArguments` (swift-argument-parser
  /// would cost more than half of the start-up, issue #31); anything it does
  /// not take (a subcommand, `--help`, `--version`, a mistake) goes the usual
  /// way, so its output and errors are swift-argument-parser's, as before.
  static func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    let flag = "--generate-completion-script"
    if let first = arguments.first, first == flag || first.hasPrefix(flag + "=") {
      CompletionModel.main(arguments)
    } else if let (settings, record) = ServeArguments.parse(arguments) {
      do {
        try Serve.serve(settings, record: record)
      } catch {
        exit(withError: error)
      }
    } else {
      main(nil)
    }
  }
}
