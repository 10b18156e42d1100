import Host
import Logging
import ViperKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Loads the plugins a host was started with. A plugin that cannot be
/// loaded is reported (stderr and `initialize`'s `pluginErrors`) and left
/// out; the host starts with the rest.
public struct PluginLoader {
  public struct Loaded {
    public var modules: [any ScreenModule] = []
    public var errors: [PluginLoadError] = []
    /// Stops the process plugins that are running and waits until they and
    /// their process groups are gone (call when the host ends).
    public var stop: @Sendable () -> Void = {}
  }

  private let timeoutSeconds: Double
  private let hostVersion: String
  private let reporter: any ModuleFailureReporter
  private let logger: Logger

  public init(
    timeoutSeconds: Double, hostVersion: String, reporter: any ModuleFailureReporter, logger: Logger
  ) {
    self.timeoutSeconds = timeoutSeconds
    self.hostVersion = hostVersion
    self.reporter = reporter
    self.logger = logger
  }

  /// `libraries`: `.so` paths; `directories`: every `*.so` in them, by name;
  /// `processes`: commands (split on spaces). Module names already in
  /// `taken` (the built-in ones) or loaded before are refused.
  public func load(libraries: [String], directories: [String], processes: [String], taken: Set<ModuleName>)
    -> Loaded
  {
    var loaded = Loaded()
    var names = TakenModuleNames(taken)
    func accept(_ result: Result<(any ScreenModule), PluginProblem>, plugin: String, origin: ModuleOrigin) {
      switch result.flatMap({ module in names.claim(module.manifest.name).map { module } }) {
      case .success(let module):
        loaded.modules.append(module)
        logger.info("plugin loaded", metadata: ["plugin": "\(plugin)", "module": "\(module.manifest.name)"])
      case .failure(let problem): reject(plugin, origin, problem.description)
      }
    }
    func reject(_ plugin: String, _ origin: ModuleOrigin, _ message: String) {
      let error = PluginLoadError(plugin: plugin, origin: origin, message: message)
      logger.error("plugin not loaded", metadata: ["plugin": "\(plugin)", "error": "\(message)"])
      loaded.errors.append(error)
    }
    var paths = libraries
    for directory in directories {
      switch Self.sharedLibraries(in: directory) {
      case .success(let found): paths += found
      case .failure(let problem): reject(directory, ModuleOrigin.library, problem.description)
      }
    }
    for path in paths { accept(loadLibrary(path), plugin: path, origin: ModuleOrigin.library) }
    var processPlugins: [ProcessPlugin] = []
    for command in processes {
      let arguments = command.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
      guard !arguments.isEmpty else {
        reject(command, ModuleOrigin.process, "the command is empty")
        continue
      }
      let plugin = ProcessPlugin(
        command: arguments, timeoutSeconds: timeoutSeconds, hostVersion: hostVersion, reporter: reporter,
        logger: logger)
      accept(
        plugin.describe().map { manifest in
          processPlugins.append(plugin)
          return PluginModule(manifest: manifest, connect: plugin.connect)
        }, plugin: command, origin: ModuleOrigin.process)
    }
    let started = processPlugins
    let timeout = Int64(timeoutSeconds * 1000)
    loaded.stop = {
      // All at once: the host waits one timeout in all, not one per plugin.
      for plugin in started { plugin.beginStop() }
      let deadline = Monotonic.milliseconds() + timeout
      for plugin in started { plugin.awaitEnd(deadline: deadline) }
    }
    return loaded
  }

  private func loadLibrary(_ path: String) -> Result<any ScreenModule, PluginProblem> {
    let symbols: LibrarySymbols
    switch LibrarySymbols.load(path: path) {
    case .success(let found): symbols = found
    case .failure(let error): return .failure(PluginProblem(error.message))
    }
    let version = symbols.abiVersion()
    guard version == PluginABI.version else {
      return .failure(
        PluginProblem("built for plugin ABI version \(version); this host loads version \(PluginABI.version)"))
    }
    let placeholder = ModuleName(String(path.split(separator: "/").last ?? Substring(path)))
    guard
      let channel = LibraryChannel.start(
        symbols: symbols, module: placeholder, effectTimeout: .milliseconds(Int64(timeoutSeconds * 10_000)),
        reporter: reporter)
    else {
      return .failure(PluginProblem("viper_plugin_start returned NULL"))
    }
    return Handshake.run(on: channel, origin: .library, hostVersion: hostVersion).map { manifest in
      channel.rename(manifest.name)
      return PluginModule(manifest: manifest) { channel.failure.map { .failure($0) } ?? .success(channel) }
    }
  }

  static func sharedLibraries(in directory: String) -> Result<[String], PluginProblem> {
    guard let handle = opendir(directory) else {
      return .failure(PluginProblem("cannot read the plugin directory: \(errorText(errno))"))
    }
    defer { closedir(handle) }
    var found: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
      if name.hasSuffix(".so") { found.append(directory + "/" + name) }
    }
    return .success(found.sorted())
  }
}

/// The ABI version this host loads (`VIPER_PLUGIN_ABI_VERSION`).
enum PluginABI {
  static let version: UInt32 = 1
}
