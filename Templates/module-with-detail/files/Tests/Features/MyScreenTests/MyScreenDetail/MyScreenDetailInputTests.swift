import Testing
import ViperKit

@testable import MyScreen

@Suite("My screen detail input")
struct MyScreenDetailInputTests {
  @Test func anIdAndItsJSONForm() throws {
    #expect(try MyScreenDetailInput(json: ["id": 3]) == MyScreenDetailInput(id: 3))
    #expect(try MyScreenDetailInput(json: MyScreenDetailInput(id: 3).json) == MyScreenDetailInput(id: 3))
  }

  @Test func noIdOrABadOneIsRefused() {
    #expect(throws: InputError.self) { try MyScreenDetailInput(json: nil) }
    #expect(throws: InputError("\"id\" must be 1 or more, not 0")) { try MyScreenDetailInput(json: ["id": 0]) }
    #expect(throws: InputError.self) { try MyScreenDetailInput(json: ["id": "two"]) }
  }

  @Test func theDetailIsNotOnHome() {
    #expect(!ModuleManifest.opensWithoutInput(schema: MyScreenDetailInput.schema))
  }
}
