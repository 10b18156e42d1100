import JSONValue

/// A screen's state held by the host as a value (for a debugger's history):
/// keeping one costs a copy-on-write reference, not a copy — persistent
/// structures share their unchanged parts. Opaque to the host, which asks
/// for its JSON (`snapshot`) only when a frontend or the session store wants it.
public struct ScreenState {
  public let value: Any
  private let encode: () -> JSONValue?

  public init(value: Any, snapshot: @escaping () -> JSONValue?) {
    self.value = value
    encode = snapshot
  }

  /// The state as JSON; nil when it cannot be written.
  public var snapshot: JSONValue? { encode() }
}

/// A snapshot the screen cannot rebuild its state from: written by another
/// version of the module, or not a snapshot at all.
public struct SnapshotError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }

  /// The screen keeps no state a snapshot could hold (a plugin that does
  /// not declare `snapshots`, a screen built by hand).
  public static let unsupported = SnapshotError("this screen does not take snapshots")
}

/// An interactor that writes and reads its snapshot itself: its state is
/// not `Codable`, or part of it is not state — what the module handed it
/// when it made the screen (a catalog, a configuration) — which a restore
/// keeps: the screen is made by its module first, then given the snapshot.
/// A `Codable` interactor gets both from the kit.
public protocol SnapshotRepresentable {
  var snapshot: JSONValue { get }
  mutating func restore(snapshot: JSONValue) throws(SnapshotError)
}
