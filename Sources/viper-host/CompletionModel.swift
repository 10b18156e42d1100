import ArgumentParser

/// The command tree the shell completions are made from: viper-host's, with
/// serve's options at the top as well. Serve is the default subcommand, so
/// `viper-host --data-dir DIR` is how the host is run, and Tab after
/// `viper-host --` must offer its options (the generator only offers a
/// command's own). Used for `--generate-completion-script` only; never parses
/// a command line that runs.
struct CompletionModel: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: ViperHostCommand.configuration.commandName,
    version: ViperHostCommand.version,
    subcommands: ViperHostCommand.subcommands)

  @OptionGroup var serve: Serve
}
