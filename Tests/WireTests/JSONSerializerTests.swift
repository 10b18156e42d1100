import JSONValue
import Testing

@testable import Wire

@Suite("JSON serializer")
struct JSONSerializerTests {
  @Test func writesCompactTextInInsertionOrder() {
    let value: JSONValue = ["z": 1, "a": [true, nil], "m": "x"]
    #expect(JSONSerializer.string(value) == #"{"z":1,"a":[true,null],"m":"x"}"#)
  }

  @Test func doublesUseTheShortestText() {
    #expect(JSONSerializer.string([0.1, 1.5, -2.0, 1e300]) == "[0.1,1.5,-2.0,1e+300]")
  }

  @Test func slashesAreNotEscapedButQuotesAndControlsAre() {
    #expect(JSONSerializer.string("a/b\"c\n\u{1}") == #""a/b\"c\n\u0001""#)
  }

  @Test func emptyContainersAndStrings() {
    #expect(JSONSerializer.string(["": "", "a": [], "o": .object(JSONObject())]) == #"{"":"","a":[],"o":{}}"#)
  }

  @Test(
    "what the serializer writes parses back equal",
    arguments: [
      JSONValue.null, true, 0, -1, 9_223_372_036_854_775_807, 0.1, -123.456e-7, "", "héllo 🚀 \u{7f}",
      ["a": ["b": [1, 2, ["c": nil]]]], [[], [[]], "x"],
    ])
  func roundTrip(value: JSONValue) throws {
    let parser = JSONParser()
    #expect(try parser.parse(JSONSerializer.bytes(value)) == value)
  }
}
