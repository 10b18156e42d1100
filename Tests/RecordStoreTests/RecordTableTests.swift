import Foundation
import GRDB
import RecordStore
import Scaffold
import Testing
import ViperKit

/// A record table made by the SQL `--fields` writes, in a database file in a temporary folder: every kind stored
/// and read back exactly (fields named as SQL's keywords too), a secret never read (a needed one not copied),
/// the counts the triggers keep, windows with the toggled rows hidden.
@Suite("Record tables")
struct RecordTableTests {
  static let spec = try! FieldSpec(
    parsing: """
      title:text:required:max=60:row amount:decimal:required:min=0.01:row category:choice:options=food|travel
      tags:choices:options=client|team spent-on:date:max=today at:time notes:multiline reimbursed:toggle:row:filter
      pin:secure:required count:integer order:integer current-date:text
      """)
  static let fields = spec.fields.map(\.recordField)
  let table = RecordTable(name: "expenses", fields: Self.fields, toggle: Self.fields[7])
  let database: DatabaseQueue
  let folder: URL

  init() throws {
    folder = FileManager.default.temporaryDirectory.appendingPathComponent("records-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    database = try DatabaseQueue(path: folder.appendingPathComponent("app.sqlite").path)
    let sql = Self.spec.migrationSQL(table: "expenses")
    try database.write { try $0.execute(sql: sql) }
  }

  static func values(_ title: String, reimbursed: Bool = false, pin: String = "") -> [InputKey: RecordValue] {
    [
      "title": .text(title), "amount": .decimal(ExactDecimal(units: 1250, places: 2)), "category": .chosen(["travel"]),
      "tags": .chosen(["client", "team"]), "spent-on": .day("2026-12-01"), "at": .time("08:30"), "notes": .text("a\nb"),
      "reimbursed": .flag(reimbursed), "pin": .secret(Secret(pin)), "count": .integer(-3),
      // Names SQLite keeps for itself are columns all the same (quoted): `current_date` is not today's date.
      "order": .integer(2), "current-date": .text("kept"),
    ]
  }

  @Test func everyKindIsReadBackAsWrittenAndASecretOnlyAsSaved() throws {
    let id = try database.write { try table.insert($0, Self.values("Taxi", pin: "1234")) }
    let item = try #require(try database.read { try table.item($0, id: id) })
    var expected = Self.values("Taxi")
    expected["pin"] = .secretSaved
    #expect(item.values == expected)
    let stored = try database.read { try String.fetchOne($0, sql: "SELECT pin FROM expenses_item") }
    #expect(stored == "1234")  // written for the feature to use; never read into an item
    let empty = try database.write {
      try table.insert($0, ["title": .text("Bus"), "amount": .decimal(ExactDecimal(units: 1, places: 2))])
    }
    let none = try #require(try database.read { try table.item($0, id: empty) })
    #expect(none.values["notes"] == RecordValue.none && none.values["pin"] == RecordValue.none)
    #expect(none.values["reimbursed"] == .flag(false) && none.values["tags"] == RecordValue.none)
  }

  @Test func anUpdateKeepsTheStoredSecretUnlessOneIsTyped() throws {
    let id = try database.write { try table.insert($0, Self.values("Taxi", pin: "1234")) }
    var changed = Self.values("Cab")
    changed["pin"] = .secretSaved
    #expect(try database.write { try table.update($0, id: id, changed) })
    #expect(try database.read { try String.fetchOne($0, sql: "SELECT pin FROM expenses_item") } == "1234")
    changed["pin"] = .secret("9999")
    #expect(try database.write { try table.update($0, id: id, changed) })
    #expect(try database.read { try String.fetchOne($0, sql: "SELECT pin FROM expenses_item") } == "9999")
    #expect(try database.read { try table.item($0, id: id) }?.shown(Self.fields[0]) == "Cab")
    #expect(try !database.write { try table.update($0, id: 999, changed) })
  }

  @Test func aDuplicateCopiesEverythingButTheSecret() throws {
    let id = try database.write { try table.insert($0, Self.values("Taxi", reimbursed: true, pin: "1234")) }
    let copy = try #require(try database.write { try table.duplicate($0, id: id) })
    let item = try #require(try database.read { try table.item($0, id: copy) })
    var expected = Self.values("Taxi", reimbursed: true)
    expected["pin"] = RecordValue.none
    #expect(item.values == expected)
    #expect(try database.write { try table.duplicate($0, id: 999) } == nil)
  }

  @Test func theCountsFollowInsertsTogglesAndDeletes() throws {
    let ids = try database.write { db in
      try (1...5).map { try table.insert(db, Self.values("Item \($0)", reimbursed: $0 <= 2)) }
    }
    func counts() throws -> [Int] {
      try database.read {
        [
          try table.shownCount($0, hidingToggled: false), try table.shownCount($0, hidingToggled: true),
          try table.toggledCount($0),
        ]
      }
    }
    #expect(try counts() == [5, 3, 2])
    #expect(try database.write { try table.setToggle($0, true, id: ids[4]) })
    #expect(try database.write { try table.setToggle($0, true, id: ids[4]) })  // no change: counted once
    #expect(try counts() == [5, 2, 3])
    #expect(try database.write { try table.delete($0, id: ids[0]) })
    #expect(try counts() == [4, 2, 2])
    #expect(try database.write { try table.deleteToggled($0) } == 2)
    #expect(try counts() == [2, 2, 0])
    #expect(try !database.write { try table.delete($0, id: ids[0]) })
  }

  @Test func aWindowHidesTheToggledRowsWhenAsked() throws {
    try database.write { db in
      for n in 1...10 { _ = try table.insert(db, Self.values("Item \(n)", reimbursed: n % 2 == 0)) }
    }
    let all = try database.read {
      try table.page($0, WindowQuery(.position(from: 0, count: 4), countTotal: true, generation: 1))
    }
    #expect(all.rows.map(\.id) == [1, 2, 3, 4] && all.total == 10 && all.more)
    let hidden = try database.read {
      try table.page(
        $0, WindowQuery(.around(key: "5", at: nil, before: 1, after: 2), countTotal: true, generation: 2),
        hidingToggled: true)
    }
    #expect(hidden.rows.map(\.id) == [3, 5, 7] && hidden.total == 5 && hidden.keyAt == 2 && hidden.start == 1)
    let end = try database.read {
      try table.page(
        $0, WindowQuery(.position(from: 9, count: 3), countTotal: false, generation: 3), hidingToggled: true)
    }
    #expect(end.rows.map(\.id) == [5, 7, 9] && end.start == 2 && !end.more)
  }

  @Test func theListSettingIsOnUntilSetAndKeptOnce() throws {
    #expect(try database.read { try table.showsToggled($0) })
    try database.write { try table.setShowsToggled($0, false) }
    try database.write { try table.setShowsToggled($0, false) }
    #expect(try !database.read { try table.showsToggled($0) })
    #expect(try database.read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM expenses_setting") } == 1)
  }
}
