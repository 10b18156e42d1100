import ViperKit

/// What the host says about itself and the limits it enforces.
public struct HostConfiguration: Sendable {
  public static let protocolVersion = "1"

  public var name: String
  public var version: String
  /// Lines longer than this are discarded and answered with -32013.
  public var maxLineBytes: Int
  /// How deep arrays and objects may nest in a message.
  public var maxJSONDepth: Int
  /// Views open at once; opening one more is -32012 `too_many_views`.
  public var maxViews: Int
  /// Effects one view may have running; an event to a view at the limit is -32014.
  public var maxEffectsPerView: Int
  /// The longest line the host writes; a larger view or answer is replaced (see `WriterSink`).
  public var maxMessageBytes: Int
  /// Plugins that could not be loaded: `initialize` reports them.
  public var pluginErrors: [PluginLoadError]
  /// With `--debug`: how many entries each view's history keeps; nil: debug is off.
  public var historyLimit: Int?

  public init(
    name: String = "viper-host", version: String, maxLineBytes: Int = 1 << 20, maxJSONDepth: Int = 128,
    maxViews: Int = 256, maxEffectsPerView: Int = 16, maxMessageBytes: Int = 16 << 20,
    pluginErrors: [PluginLoadError] = [], historyLimit: Int? = nil
  ) {
    self.pluginErrors = pluginErrors
    self.historyLimit = historyLimit
    self.name = name
    self.version = version
    self.maxLineBytes = maxLineBytes
    self.maxJSONDepth = maxJSONDepth
    self.maxViews = maxViews
    self.maxEffectsPerView = maxEffectsPerView
    self.maxMessageBytes = maxMessageBytes
  }
}

/// A plugin the host could not load; the host starts with the rest.
public struct PluginLoadError: Equatable, Sendable, CustomStringConvertible {
  /// The path or command the plugin was given as.
  public var plugin: String
  public var origin: ModuleOrigin
  public var message: String

  public init(plugin: String, origin: ModuleOrigin, message: String) {
    self.plugin = plugin
    self.origin = origin
    self.message = message
  }

  public var description: String { "\(plugin): \(message)" }
}
