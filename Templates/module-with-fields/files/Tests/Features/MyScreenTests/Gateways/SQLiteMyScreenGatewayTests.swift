import Foundation
import GRDB
import Persistence
import Testing
import ViperKit

@testable import MyScreen

/// The real gateway on a database file in a temporary folder, migrated as the host migrates it: every field's
/// value read back as written (a secret only as saved), an edit that keeps the secret, a copy without it, the
/// row toggle, deletions, the setting, and a window of a thousand rows.
@Suite("My screen SQLite gateway")
final class SQLiteMyScreenGatewayTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("my-screen-\(UUID().uuidString)")
  let database: AppDatabase
  let gateway: SQLiteMyScreenGateway

  init() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    database = try AppDatabase.file(
      at: folder.appendingPathComponent("app.sqlite").path, migrations: MyScreenFeature.migrations)
    gateway = SQLiteMyScreenGateway(database: database)
  }

  deinit { try? FileManager.default.removeItem(at: folder) }

  /// The example values as they read back: a secret only as saved.
  var stored: [InputKey: RecordValue] {
    var values = RecordItem.exampleValues
    for field in MyScreenFields.all where field.kind == .secure { values[field.key] = .secretSaved }
    return values
  }

  @Test func everyValueIsReadBackAsWritten() async throws {
    let added = try await gateway.add(RecordItem.exampleValues)
    #expect(added.values == stored)
    #expect(try await gateway.item(id: added.id) == added)
    await #expect(throws: MyScreenFailure.notFound(99)) { try await gateway.item(id: 99) }
  }

  @Test func anEditReplacesTheValuesAndKeepsTheSecret() async throws {
    let added = try await gateway.add(RecordItem.exampleValues)
    var changed = stored
    changed[MyScreenFields.rowTitle.key] = .text("Changed")
    let edited = try await gateway.update(id: added.id, changed)
    #expect(edited.values == changed)
    await #expect(throws: MyScreenFailure.notFound(99)) { try await gateway.update(id: 99, changed) }
  }

  @Test func aCopyHasEveryValueButTheSecret() async throws {
    let added = try await gateway.add(RecordItem.exampleValues)
    let copy = try await gateway.duplicate(id: added.id)
    var expected = stored
    for field in MyScreenFields.all where field.kind == .secure { expected[field.key] = RecordValue.none }
    #expect(copy.id != added.id && copy.values == expected)
  }

  @Test func deletionsAndTheRowToggleAreCounted() async throws {
    let first = try await gateway.add(RecordItem.exampleValues)
    let second = try await gateway.add(RecordItem.exampleValues)
    try await gateway.delete(id: first.id)
    await #expect(throws: MyScreenFailure.notFound(first.id)) { try await gateway.delete(id: first.id) }
    if MyScreenFields.rowToggle != nil {
      #expect(try await gateway.setToggle(true, id: second.id) == 1)  // the count after, in the same transaction
      #expect(try await gateway.toggledCount() == 1)
      await #expect(throws: MyScreenFailure.notFound(first.id)) { try await gateway.setToggle(true, id: first.id) }
      #expect(try await gateway.deleteToggled() == 1)
    } else {
      try await gateway.delete(id: second.id)
    }
    let page = try await gateway.page(
      WindowQuery(.position(from: 0, count: 10), countTotal: true, generation: 1), hidingToggled: false)
    #expect(page.rows.isEmpty && page.total == 0)
  }

  @Test func theSettingIsShownUntilTurnedOffAndKept() async throws {
    #expect(try await gateway.showsToggled())
    try await gateway.setShowsToggled(false)
    #expect(try await gateway.showsToggled() == !MyScreenFields.filtersOnToggle)
  }

  @Test func aWindowReadsItsRowsNotTheTable() async throws {
    for _ in 1...1000 { _ = try await gateway.add(RecordItem.exampleValues) }
    let page = try await gateway.page(
      WindowQuery(.around(key: "500", at: nil, before: 2, after: 3), countTotal: true, generation: 1),
      hidingToggled: false)
    #expect(page.rows.map(\.id) == [498, 499, 500, 501, 502] && page.total == 1000 && page.keyAt == 499)
  }
}
