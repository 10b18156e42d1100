import ArgumentParser
import Host

#if canImport(Glibc)
  import Glibc
#endif

/// `viper-host modules`: the registered modules, one per line on stdout (this
/// command does not serve the protocol).
struct ListModules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "modules", abstract: "List the registered modules and exit.")

  @OptionGroup(title: "Plugins") var plugins: PluginOptions

  func run() throws {
    signal(SIGPIPE, SIG_IGN)  // a process plugin may exit before it reads
    let options = try HostOptions.parse(["--in-memory"] + plugins.arguments)
    let root = try CompositionRoot(options: options, reporter: Mailbox(), logger: makeLogger(level: .error))
    defer { root.shutdown() }
    for manifest in root.registry.manifests {
      let origin = manifest.origin == .builtIn ? "" : "\t(\(manifest.origin.rawValue) plugin)"
      print("\(manifest.name)\t\(manifest.version)\t\(manifest.title)\(origin)")
    }
    for error in root.configuration.pluginErrors {
      print("not loaded: \(error.plugin): \(error.message)")
    }
  }
}
