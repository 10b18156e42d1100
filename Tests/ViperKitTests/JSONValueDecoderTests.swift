import JSONValue
import Testing
import ViperKit

/// One rule for every module input: unknown members ignored, a missing or
/// mistyped member refused naming it.
@Suite("Decoding inputs from JSON values")
struct JSONValueDecoderTests {
  struct Company: Decodable, Equatable { var name: String }
  struct Person: Decodable, Equatable {
    var id: Int
    var name: String
    var applied: Bool
    var company: Company?
    var tags: [String]
  }

  let good: JSONValue = [
    "id": 1, "name": "Ada", "applied": false, "company": ["name": "AE"], "tags": ["a", "b"], "extra": [1, 2],
  ]

  @Test func aValueWithUnknownMembersDecodes() throws {
    let person = try JSONValueDecoder.decode(Person.self, from: good)
    #expect(person == Person(id: 1, name: "Ada", applied: false, company: Company(name: "AE"), tags: ["a", "b"]))
  }

  @Test func anOptionalMemberMayBeAbsentOrNull() throws {
    var object = try #require(good.objectValue)
    object["company"] = .null
    #expect(try JSONValueDecoder.decode(Person.self, from: .object(object)).company == nil)
  }

  @Test(arguments: [
    ("applied", JSONValue.string("no"), "\"applied\" must be a boolean, not string"),
    ("id", JSONValue.double(1.5), "\"id\" must be an integer, not number"),
    ("id", JSONValue.string("1"), "\"id\" must be an integer, not string"),
    ("company", JSONValue.int(5), "\"company\" must be an object, not number"),
    ("company", JSONValue.object(["name": 5]), "\"company.name\" must be a string, not number"),
    ("tags", JSONValue.array(["a", 2]), "\"tags[1]\" must be a string, not number"),
    ("name", JSONValue.null, "\"name\" is missing"),
  ])
  func aMistypedOrMissingMemberIsNamed(member: String, value: JSONValue, message: String) throws {
    var object = try #require(good.objectValue)
    object[member] = value
    #expect(throws: InputError(message)) { try JSONValueDecoder.decode(Person.self, from: .object(object)) }
  }

  @Test func aMissingMemberIsNamedWithItsPath() {
    let json: JSONValue = ["id": 1, "name": "Ada", "applied": true, "tags": [], "company": [:]]
    #expect(throws: InputError("\"company.name\" is missing")) { try JSONValueDecoder.decode(Person.self, from: json) }
  }

  @Test func notAnObjectAtAllIsSaid() {
    #expect(throws: InputError("must be an object, not array")) { try JSONValueDecoder.decode(Person.self, from: [1]) }
  }

  @Test func integersMustFitTheirType() throws {
    #expect(throws: InputError("must be an integer from 0 to 255")) {
      try JSONValueDecoder.decode(UInt8.self, from: 300)
    }
    #expect((try? JSONValueDecoder.decode(Int.self, from: 2.0)) == 2)
  }
}
