/// The module-side protocol (Protocol/PLUGINS.md): what the host and a
/// plugin say to each other, whatever carries the bytes (a pipe to a child
/// process, or calls into a shared library).
public enum PluginProtocol {
  public static let version = "1"

  public enum Method {
    /// host → plugin: the handshake; the answer carries the manifest.
    public static let initialize = "plugin/initialize"
    /// host → plugin: a new screen with its input.
    public static let open = "screen/open"
    /// host → plugin: a user action on a screen.
    public static let event = "screen/event"
    /// host → plugin: the screen is on top again.
    public static let resume = "screen/resume"
    /// host → plugin (notification): the screen is gone; forget it.
    public static let close = "screen/close"
    /// plugin → host (notification): one announced effect finished.
    public static let update = "screen/update"
  }
}

/// Names one screen a plugin serves (`s1`, `s2`, … given out by the host).
public typealias PluginScreenID = Tagged<PluginScreenTag, String>
public enum PluginScreenTag {}
