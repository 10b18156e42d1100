import Foundation
import JSONValue
import Logging
import ViperKit
import Wire

/// The host's `SessionStore` on `session.sqlite` (`SessionDatabase`): JSON values as text.
public final class SessionFile: SessionStore {
  private let database: SessionDatabase
  private let parser = JSONParser(maxDepth: 512)

  public init(path: String) throws { database = try SessionDatabase(path: path) }

  /// The session file of a data directory. One that does not open (damaged
  /// by a power cut: its writes are not synced) is set aside as
  /// `session.sqlite.damaged` and a new one started; the host never fails to
  /// start for its session.
  public static func open(directory: String, logger: Logger) -> SessionFile? {
    let path = directory + "/session.sqlite"
    do {
      return try SessionFile(path: path)
    } catch {
      logger.warning("the saved session does not open; starting a new one", metadata: ["error": "\(error)"])
    }
    for suffix in ["", "-wal", "-shm"] {
      _ = rename(path + suffix, path + ".damaged" + suffix)
    }
    do {
      return try SessionFile(path: path)
    } catch {
      logger.error("no session can be saved", metadata: ["error": "\(error)"])
      return nil
    }
  }

  public func load() throws -> [SavedView] {
    try database.load().enumerated().map { position, row in
      // The root is never presented (SESSIONS.md §3); an older host may have saved one that was.
      let presented = row.presented && position > 0
      return SavedView(
        entry: StackEntry(module: ModuleName(row.module), input: try row.input.map(parse), presented: presented),
        snapshot: try row.snapshot.map(parse))
    }
  }

  public func save(count: Int, changed: [(position: Int, view: SavedView)]) throws {
    try database.save(
      count: count,
      changed: changed.map { position, view in
        (
          position,
          SessionDatabase.Row(
            module: view.entry.module.rawValue, input: view.entry.input.map(JSONSerializer.string),
            presented: view.entry.presented, snapshot: view.snapshot.map(JSONSerializer.string))
        )
      })
  }

  private func parse(_ text: String) throws -> JSONValue { try parser.parse(text) }
}
