import ArgumentParser

/// `viper-host modules`: the registered modules, one per line on stdout (this
/// command does not serve the protocol).
struct ListModules: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "modules", abstract: "List the registered modules and exit.")

  func run() throws {
    let options = try HostOptions.parse(["--in-memory"])
    let root = try CompositionRoot(options: options, logger: makeLogger(level: .error))
    for manifest in root.registry.manifests {
      print("\(manifest.name)\t\(manifest.version)\t\(manifest.title)")
    }
  }
}
