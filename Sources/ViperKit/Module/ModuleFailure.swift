/// A module that stopped working as a whole (a plugin that crashed, hung or
/// wrote garbage). The host closes the module's views and tells the frontend.
public struct ModuleFailure: Error, Equatable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable {
    /// The plugin process exited or the library reported it cannot go on.
    case crashed
    /// No answer within the plugin timeout.
    case timeout
    /// An answer that breaks the module-side protocol (not JSON, a bad view).
    case protocolError = "protocol_error"
    /// The plugin could not be started.
    case startFailed = "start_failed"
  }

  public var module: ModuleName
  public var kind: Kind
  public var message: String

  public init(module: ModuleName, kind: Kind, message: String) {
    self.module = module
    self.kind = kind
    self.message = message
  }

  public var description: String { "\(module): \(message)" }
}

/// Where a module reports a failure that happened while nobody was asking
/// (a plugin process died between events): the host's loop picks it up.
public protocol ModuleFailureReporter: Sendable {
  func report(_ failure: ModuleFailure)
}
