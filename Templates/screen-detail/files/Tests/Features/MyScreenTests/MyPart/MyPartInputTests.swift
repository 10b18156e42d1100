import Testing
import ViperKit

@testable import MyScreen

@Suite("My part input")
struct MyPartInputTests {
  @Test func anIdAndItsJSONForm() throws {
    #expect(try MyPartInput(json: ["id": 3]) == MyPartInput(id: 3))
    #expect(try MyPartInput(json: MyPartInput(id: 3).json) == MyPartInput(id: 3))
  }

  @Test func noIdOrABadOneIsRefused() {
    #expect(throws: InputError.self) { try MyPartInput(json: nil) }
    #expect(throws: InputError("\"id\" must be 1 or more, not 0")) { try MyPartInput(json: ["id": 0]) }
    #expect(throws: InputError.self) { try MyPartInput(json: ["id": "two"]) }
  }

  @Test func theDetailIsNotOnHome() {
    #expect(!ModuleManifest.opensWithoutInput(schema: MyPartInput.schema))
  }
}
