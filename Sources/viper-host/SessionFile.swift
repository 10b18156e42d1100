import Host
import JSONValue
import Persistence
import ViperKit
import Wire

/// The host's `SessionStore` on `session.sqlite`: JSON values as text.
final class SessionFile: SessionStore {
  private let database: SessionDatabase
  private let parser = JSONParser(maxDepth: 512)

  init(path: String) throws { database = try SessionDatabase(path: path) }

  func load() throws -> [SavedView] {
    try database.load().map { row in
      SavedView(
        entry: StackEntry(module: ModuleName(row.module), input: try row.input.map(parse), presented: row.presented),
        snapshot: try row.snapshot.map(parse))
    }
  }

  func save(count: Int, changed: [(position: Int, view: SavedView)]) throws {
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
