import Host
import Logging
import ViperKit

/// A process plugin's lifecycle: started once at load to read its manifest,
/// then started again on demand (the first time a screen of it opens, and
/// after it failed), and stopped when the host ends.
final class ProcessPlugin: Sendable {
  let command: [String]
  private let timeoutSeconds: Double
  private let hostVersion: String
  private let reporter: any ModuleFailureReporter
  private let logger: Logger
  private let running = Locked<ProcessChannel?>(nil)
  private let manifest = Locked<ModuleManifest?>(nil)
  /// Every instance started that may not have ended yet: none may outlive the host.
  private let instances = Locked<[ProcessChannel]>([])

  init(
    command: [String], timeoutSeconds: Double, hostVersion: String, reporter: any ModuleFailureReporter,
    logger: Logger
  ) {
    self.command = command
    self.timeoutSeconds = timeoutSeconds
    self.hostVersion = hostVersion
    self.reporter = reporter
    self.logger = logger
  }

  /// Starts the plugin, reads its manifest, stops it again.
  func describe() -> Result<ModuleManifest, PluginProblem> {
    let name = ModuleName(command[0])
    let channel: ProcessChannel
    switch start(as: name, reporter: SilentReporter()) {
    case .success(let started): channel = started
    case .failure(let message): return .failure(message)
    }
    defer { channel.stop() }
    let result = Handshake.run(on: channel, origin: ModuleOrigin.process, hostVersion: hostVersion)
    if case .success(let manifest) = result { self.manifest.withLock { $0 = manifest } }
    return result
  }

  /// The running instance, started (with its handshake) if there is none or it failed.
  func connect() -> Result<any PluginChannel, ModuleFailure> {
    if let channel = running.withLock({ $0 }), channel.failure == nil { return .success(channel) }
    guard let expected = manifest.withLock({ $0 }) else {
      return .failure(ModuleFailure(module: ModuleName(command[0]), kind: .startFailed, message: "never described"))
    }
    let channel: ProcessChannel
    switch start(as: expected.name, reporter: reporter) {
    case .success(let started): channel = started
    case .failure(let problem):
      return .failure(ModuleFailure(module: expected.name, kind: .startFailed, message: problem.description))
    }
    switch Handshake.run(on: channel, origin: ModuleOrigin.process, hostVersion: hostVersion) {
    case .success(let manifest) where manifest.name == expected.name:
      logger.info("process plugin started", metadata: ["module": "\(expected.name)", "pid": "\(channel.processID)"])
      running.withLock { $0 = channel }
      return .success(channel)
    case .success(let manifest):
      channel.stop()
      return .failure(
        ModuleFailure(
          module: expected.name, kind: .startFailed,
          message: "restarted as \(manifest.name), not \(expected.name)"))
    case .failure(let problem):
      channel.stop()
      return .failure(ModuleFailure(module: expected.name, kind: .startFailed, message: problem.description))
    }
  }

  /// Starts ending every instance (end of input): the first half of `stop`.
  func beginStop() {
    running.withLock { $0 = nil }
    for channel in instances.withLock({ $0 }) { channel.beginStop() }
  }

  /// Waits until every instance has ended, killing (with its process group)
  /// whatever lingers past `deadline` (monotonic milliseconds).
  func awaitEnd(deadline: Int64) {
    for channel in instances.withLock({ $0 }) { channel.awaitEnd(deadline: deadline) }
  }

  private func start(as module: ModuleName, reporter: any ModuleFailureReporter) -> Result<
    ProcessChannel, PluginProblem
  > {
    switch ChildProcess.spawn(command) {
    case .failure(let error): return .failure(PluginProblem(error.description))
    case .success(let child):
      let channel = ProcessChannel(child: child, module: module, timeoutSeconds: timeoutSeconds, reporter: reporter)
      instances.withLock { instances in
        instances.removeAll(where: \.hasEnded)
        instances.append(channel)
      }
      return .success(channel)
    }
  }

  /// Failures while only reading the manifest concern no screen.
  private struct SilentReporter: ModuleFailureReporter {
    func report(_ failure: ModuleFailure) {}
  }
}
