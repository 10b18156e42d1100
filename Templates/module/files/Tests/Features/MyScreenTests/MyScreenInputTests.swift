import Testing
import ViperKit

@testable import MyScreen

@Suite("My screen input")
struct MyScreenInputTests {
  @Test func absentNullOrEmptyIsAStepOfOne() throws {
    #expect(try MyScreenInput(json: nil).step == 1)
    #expect(try MyScreenInput(json: .null).step == 1)
    #expect(try MyScreenInput(json: [:]).step == 1)
  }

  @Test("a step from 1 to 100", arguments: [1, 7, 100])
  func aStep(step: Int) throws {
    #expect(try MyScreenInput(json: ["step": .int(Int64(step))]).step == step)
  }

  @Test("a step out of range is refused", arguments: [0, -1, 101])
  func outOfRange(step: Int) {
    #expect(throws: InputError("\"step\" must be 1 … 100, not \(step)")) {
      try MyScreenInput(json: ["step": .int(Int64(step))])
    }
  }

  @Test func itsJSONFormDecodesToItself() throws {
    #expect(try MyScreenInput(json: MyScreenInput(step: 7).json) == MyScreenInput(step: 7))
  }

  @Test func aStepThatIsNotANumberOrAnInputThatIsNotAnObjectIsRefused() {
    #expect(throws: InputError.self) { try MyScreenInput(json: ["step": "two"]) }
    #expect(throws: InputError.self) { try MyScreenInput(json: 3) }
  }

  @Test func theSchemaSaysTheSameAndTheModuleOpensFromHome() {
    #expect(
      MyScreenInput.schema?.objectValue?["properties"]?.objectValue?["step"]?.objectValue?["maximum"] == 100)
    #expect(ModuleManifest.opensWithoutInput(schema: MyScreenInput.schema))
  }
}
