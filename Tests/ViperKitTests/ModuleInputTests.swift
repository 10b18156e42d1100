import Foundation
import JSONValue
import Testing
import ViperKit

struct Greeting: EncodableModuleInput, Equatable {
  var name: String
  var json: JSONValue { ["name": .string(name)] }
  init(name: String) { self.name = name }
  init(json: JSONValue?) throws(InputError) {
    guard let name = json?["name"]?.stringValue else { throw InputError("name is required") }
    self.name = name
  }
}

@Suite("Module inputs and destinations")
struct ModuleInputTests {
  @Test func typedInputPassesThroughAndJSONIsDecoded() throws {
    let key = ModuleKey<Greeting>("greeting")
    let destination = Destination(key, Greeting(name: "Ada"))
    #expect(destination.input(as: Greeting.self) == Greeting(name: "Ada"))
    #expect(try destination.input.decode(as: Greeting.self) == Greeting(name: "Ada"))
    #expect(try ScreenInput.json(["name": "Bob"]).decode(as: Greeting.self) == Greeting(name: "Bob"))
  }

  @Test func wrongInputIsAnInputError() {
    #expect(throws: InputError.self) { try ScreenInput.json(["nom": "x"]).decode(as: Greeting.self) }
    #expect(throws: InputError.self) { try ScreenInput.typed(NoInput()).decode(as: Greeting.self) }
    #expect(throws: InputError.self) { try ScreenInput.json([1]).decode(as: NoInput.self) }
  }

  @Test func noInputAcceptsAbsentNullAndEmptyObject() throws {
    _ = try ScreenInput.none.decode(as: NoInput.self)
    _ = try ScreenInput.json(.null).decode(as: NoInput.self)
    _ = try ScreenInput.json(.object(JSONObject())).decode(as: NoInput.self)
  }

  @Test func theSeededGeneratorIsReproducible() {
    var first = SeededRandomNumberGenerator(seed: 42)
    var second = SeededRandomNumberGenerator(seed: 42)
    var other = SeededRandomNumberGenerator(seed: 43)
    let a = (0..<5).map { _ in first.next() }
    #expect(a == (0..<5).map { _ in second.next() })
    #expect(a != (0..<5).map { _ in other.next() })
  }
}

enum Apple {}

@Suite("Tagged identifiers")
struct TaggedTests {
  @Test func taggedValuesCompareEncodeAndDescribeAsTheirRawValue() throws {
    let first = Tagged<Apple, Int>(1)
    let second = Tagged<Apple, Int>(rawValue: 2)
    #expect(first < second)
    #expect(first.description == "1")
    let encoded = try JSONEncoder().encode([first, second])
    #expect(String(decoding: encoded, as: UTF8.self) == "[1,2]")
    #expect(try JSONDecoder().decode([Tagged<Apple, Int>].self, from: encoded) == [first, second])
    // (Tagged<Apple, Int> and Tagged<Pear, Int> are different types: mixing them does not compile.)
  }
}
