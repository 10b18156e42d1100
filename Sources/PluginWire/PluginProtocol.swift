import ViperKit

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
    /// host → plugin: an edit of one of the screen's inputs (`view/input`, checked by the host).
    public static let input = "screen/input"
    /// host → plugin: a frontend asks for rows of a list the screen sends as a
    /// window (`view/rows`, or the fallback's More and Earlier; checked by the host).
    public static let rows = "screen/rows"
    /// host → plugin: the screen is on top again.
    public static let resume = "screen/resume"
    /// host → plugin, to a plugin whose manifest says `snapshots`: the screen's state as JSON.
    public static let snapshot = "screen/snapshot"
    /// host → plugin, to a plugin whose manifest says `snapshots`: put a
    /// snapshot back (`reason`: a debugger's goto, or a restart).
    public static let restore = "screen/restore"
    /// host → plugin (notification): the screen is gone; forget it.
    public static let close = "screen/close"
    /// plugin → host (notification): one announced effect finished.
    public static let update = "screen/update"
  }
}

/// Why the host sends `screen/restore`.
public enum RestoreReason: String, Sendable {
  /// A debugger's `debug/goto`: the state is put back, nothing starts (no effects).
  case goto
  /// A session restored after a restart: the screen re-issues what was in flight.
  case restart
}

/// Names one screen a plugin serves (`s1`, `s2`, … given out by the host).
public typealias PluginScreenID = Tagged<PluginScreenTag, String>
public enum PluginScreenTag {}
