import Foundation
import JSONValue
import Logging
import ViperKit
import Wire

/// The host's `SessionStore` on `session.sqlite` (`SessionDatabase`): JSON values as text.
public final class SessionFile: SessionStore {
  /// The file once opened; nil until the first load or save. With `opener`
  /// set, that first use opens it (the initialize answer does not wait for
  /// SQLite: issue #31).
  private var database: SessionDatabase?
  private var opener: (() -> SessionDatabase?)?
  private let parser = JSONParser(maxDepth: 512)

  public init(path: String) throws {
    database = try SessionDatabase(path: path)
  }

  private init(opener: @escaping () -> SessionDatabase?) {
    self.opener = opener
  }

  /// The session file of a data directory, opened at its first use. One
  /// that does not open (damaged by a power cut: its writes are not synced)
  /// is set aside as `session.sqlite.damaged` and a new one started; the
  /// host never fails for its session (without one, it saves none).
  public static func open(directory: String, logger: Logger) -> SessionFile {
    SessionFile { openOrReplace(path: directory + "/session.sqlite", logger: logger) }
  }

  private static func openOrReplace(path: String, logger: Logger) -> SessionDatabase? {
    do {
      return try SessionDatabase(path: path)
    } catch {
      logger.warning("the saved session does not open; starting a new one", metadata: ["error": "\(error)"])
    }
    for suffix in ["", "-wal", "-shm"] {
      _ = rename(path + suffix, path + ".damaged" + suffix)
    }
    do {
      return try SessionDatabase(path: path)
    } catch {
      logger.error("no session can be saved", metadata: ["error": "\(error)"])
      return nil
    }
  }

  private func opened() throws -> SessionDatabase {
    if let opener {
      self.opener = nil
      database = opener()
    }
    guard let database else { throw SessionFileUnavailable() }
    return database
  }

  /// Closes the file, if it was opened, at a clean exit: no `-wal` or
  /// `-shm` is left beside it (PROTOCOL §10). The session is not saved
  /// after it (a save fails as when the file cannot be opened).
  public func close() throws {
    opener = nil
    defer { database = nil }
    try database?.close()
  }

  public func load() throws -> [SavedView] {
    try opened().load().enumerated().map { position, row in
      // The root is never presented (SESSIONS.md §3); an older host may have saved one that was.
      let presented = row.presented && position > 0
      return SavedView(
        entry: StackEntry(module: ModuleName(row.module), input: try row.input.map(parse), presented: presented),
        saved: row.snapshot.map(readSnapshot))
    }
  }

  public func save(count: Int, changed: [(position: Int, view: SavedView)]) throws {
    try opened().save(
      count: count,
      changed: changed.map { position, view in
        SessionSaveStatements.Row(
          position: position, module: view.entry.module.rawValue, input: view.entry.input.map(Self.text),
          presented: view.entry.presented, snapshot: view.snapshot.map(Self.text))
      })
  }

  /// JSON text as `JSONSerializer` writes it, without building json-c's tree.
  private static func text(_ value: JSONValue) -> [UInt8] {
    var writer = JSONWriter()
    writer.value(value)
    return writer.bytes
  }

  private func parse(_ text: String) throws -> JSONValue { try parser.parse(text) }

  /// A snapshot that is not JSON no longer decodes, as one of another shape:
  /// its view opens fresh (an input that is not JSON makes the whole session unusable).
  private func readSnapshot(_ text: String) -> SavedSnapshot {
    do {
      return .state(try parse(text))
    } catch {
      return .unreadable(reason: "the saved snapshot is not JSON: \(error)")
    }
  }
}

/// The session file could not be opened or made (logged when it was tried).
struct SessionFileUnavailable: Error, CustomStringConvertible {
  var description: String { "no session file" }
}
