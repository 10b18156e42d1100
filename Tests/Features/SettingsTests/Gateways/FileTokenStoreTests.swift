import Foundation
import Testing

@testable import Settings

@Suite("Token stores")
struct FileTokenStoreTests {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.path + "/tokens-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
  }

  func mode(_ path: String) throws -> Int {
    try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
  }

  @Test func aSavedTokenIsAFileOnlyItsOwnerReadsAndForgetDeletesIt() async throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let store = FileTokenStore(directory: directory)
    #expect(try store.token() == nil)
    try await store.save(SecretText("ghp_first"))
    #expect(try store.token() == "ghp_first")
    #expect(try mode(store.path) == 0o600)
    try await store.save(SecretText("ghp_second"))
    #expect(try store.token() == "ghp_second")
    #expect(try mode(store.path) == 0o600)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["github-token"])
    try await store.forget()
    #expect(try store.token() == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == [])
    try await store.forget()  // nothing saved: nothing to do
  }

  /// A crash between a save's write and its rename leaves a new file holding a token: the next save or forget removes it.
  @Test(arguments: [true, false])
  func aNewFileACrashLeftIsRemovedByTheNextSaveOrForget(saving: Bool) async throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "ghp_left".write(toFile: directory + "/github-token.new-42-7", atomically: false, encoding: .utf8)
    try "kept".write(toFile: directory + "/other-file", atomically: false, encoding: .utf8)
    let store = FileTokenStore(directory: directory)
    if saving {
      try await store.save(SecretText("ghp_new"))
    } else {
      try await store.forget()
    }
    let left = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    #expect(left == (saving ? ["github-token", "other-file"] : ["other-file"]))
  }

  @Test func aFileWrittenByHandLosesItsLineBreak() async throws {
    let directory = try folder()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try "ghp_hand\n".write(toFile: directory + "/github-token", atomically: false, encoding: .utf8)
    #expect(try FileTokenStore(directory: directory).token() == "ghp_hand")
  }

  @Test func aDirectoryThatIsGoneIsAStorageFailure() async throws {
    let store = FileTokenStore(directory: "/nonexistent-\(UUID().uuidString)")
    await #expect(throws: SettingsFailure.self) { try await store.save(SecretText("t")) }
  }

  @Test func inMemoryKeepsItForTheProcessOnly() async throws {
    let store = InMemoryTokenStore()
    #expect(try store.token() == nil)
    try await store.save(SecretText("t"))
    #expect(try store.token() == "t")
    try await store.forget()
    #expect(try store.token() == nil)
  }
}
