import ArgumentParser
import Host

#if canImport(Glibc)
  import Glibc
#endif

/// `viper-host modules`: the registered modules in catalog order, one per
/// line on stdout: name, version, title, and where it comes from unless it is
/// built in — `(scaffolded)` (made by `viper-host new module`) or
/// `(library plugin)` / `(process plugin)`. This command does not serve the
/// protocol; tests read the built-in modules from it.
struct ListModules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "modules", abstract: "List the registered modules and exit.")

  @OptionGroup(title: "Plugins") var plugins: PluginOptions

  func run() throws {
    signal(SIGPIPE, SIG_IGN)  // a process plugin may exit before it reads
    let options = try HostOptions.parse(["--in-memory"] + plugins.settings.arguments).settings
    let root = try CompositionRoot(options: options, reporter: Mailbox(), logger: makeLogger(level: .error))
    defer { root.shutdown() }
    for manifest in root.registry.manifests {
      var origin = ""
      if manifest.origin != .builtIn {
        origin = "\t(\(manifest.origin.rawValue) plugin)"
      } else if root.scaffoldedNames.contains(manifest.name) {
        origin = "\t(scaffolded)"
      }
      print("\(manifest.name)\t\(manifest.version)\t\(manifest.title)\(origin)")
    }
    for error in root.configuration.pluginErrors {
      print("not loaded: \(error.plugin): \(error.message)")
    }
  }
}
