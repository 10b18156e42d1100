import Testing

@testable import Scaffold

@Suite("Scaffold writer")
struct ScaffoldWriterTests {
  let plan = ScaffoldPlan(
    root: "/new",
    files: [("a/One.swift", Array("1".utf8)), ("a/b/Two.swift", Array("2".utf8))],
    edits: [("List.swift", Array("new list".utf8))], next: [])

  @Test func writesTheFilesThenTheEdits() throws {
    let disk = InMemoryFileSystem(["/new/List.swift": "old list"], folders: ["/", "/new"])
    try ScaffoldWriter(disk: disk).write(plan)
    #expect(disk.calls == [.create("/new/a/One.swift"), .create("/new/a/b/Two.swift"), .replace("/new/List.swift")])
    #expect(disk.files == ["/new/a/One.swift": "1", "/new/a/b/Two.swift": "2", "/new/List.swift": "new list"])
  }

  @Test(
    "a failure anywhere takes back everything written",
    arguments: ["/new/a/One.swift", "/new/a/b/Two.swift", "/new/List.swift"])
  func allOrNothing(failing: String) throws {
    let disk = InMemoryFileSystem(["/new/List.swift": "old list"], folders: ["/", "/new"], failingOn: failing)
    #expect(throws: ScaffoldError.self) { try ScaffoldWriter(disk: disk).write(plan) }
    #expect(disk.files == ["/new/List.swift": "old list"])
    #expect(!disk.exists("/new/a") && !disk.exists("/new/a/b"))
  }
}
