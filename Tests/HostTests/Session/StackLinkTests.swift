import JSONValue
import Testing
import ViperKit

@testable import Host

@Suite("Links: the text form of a stack (SESSIONS.md §3)")
struct StackLinkTests {
  @Test func valuesThatReadAsJSONAreJSONAndTheRestAreStrings() throws {
    let entries = try StackLink.parse(
      "a?int=2&neg=-3&float=2.5&exp=1e3&t=true&f=false&n=null&q=%22007%22&s=Swift&arr=[1,2]&obj={\"k\":1}&e=")
    let input: JSONValue = [
      "int": 2, "neg": -3, "float": 2.5, "exp": 1000.0, "t": true, "f": false, "n": .null, "q": "007", "s": "Swift",
      "arr": [1, 2], "obj": ["k": 1], "e": "",
    ]
    #expect(entries == [StackEntry(module: "a", input: input)])
  }

  @Test func theShapesOfAnEntry() throws {
    #expect(try StackLink.parse("a") == [StackEntry(module: "a")])
    #expect(try StackLink.parse("a?") == [StackEntry(module: "a", input: .object(JSONObject()))])
    #expect(try StackLink.parse("r/+a") == [StackEntry(module: "r"), StackEntry(module: "a", presented: true)])
    #expect(try StackLink.parse("a?=[1,2]") == [StackEntry(module: "a", input: [1, 2])])
    #expect(try StackLink.parse("a?=x") == [StackEntry(module: "a", input: "x")])
    #expect(try StackLink.parse("a?k=1&k=2") == [StackEntry(module: "a", input: ["k": 2])])
    #expect(try StackLink.parse("a-b_C9/d") == [StackEntry(module: "a-b_C9"), StackEntry(module: "d")])
  }

  @Test func percentEncodingIsDecodedAndAPlusIsAPlus() throws {
    let entries = try StackLink.parse("a?r=apple%2Fswift&p=1+1&u=%C3%A9t%C3%A9&lower=%2f")
    #expect(entries == [StackEntry(module: "a", input: ["r": "apple/swift", "p": "1+1", "u": "été", "lower": "/"])])
  }

  @Test func badLinksSayWhere() {
    let cases: [(String, Int)] = [
      ("", 0), ("/a", 0), ("a/", 2), ("a//b", 2), ("+", 0), ("+a/b", 0), ("a/+", 3), ("a?b", 2), ("a?=1&", -1),
      ("a?&", 2), ("a?=%", 3),
      ("a?k=%4", 4), ("a?k=%zz", 4), ("a b", 1), ("a?k=%FF", 4), ("é", 0), ("a?=1", -1),
      ("a?k=1&", 6), ("a?&k=1", 2), ("a?k=1&&j=2", 6), ("a?k=1&/b", 6),
      (String(repeating: "m", count: 129), 128), (String(repeating: "m", count: 128), -1),
    ]
    for (text, offset) in cases {
      do {
        let entries = try StackLink.parse(text)
        #expect(offset == -1, "\(text) parsed as \(entries)")
      } catch {
        #expect(error.offset == offset, "\(text): \(error.reason)")
      }
    }
  }

  @Test func theCanonicalFormEncodesOnlyWhatItMust() {
    let entries = [
      StackEntry(module: "home"),
      StackEntry(
        module: "x", input: ["s": "a b/c?d&e=f#g+h%i", "json": "2", "t": "true", "n": 2, "u": "é", "o": ["k": [1]]]),
      StackEntry(module: "m", input: [1], presented: true), StackEntry(module: "e", input: .object(JSONObject())),
    ]
    #expect(
      StackLink.format(entries)
        == "home/x?s=a%20b%2Fc%3Fd%26e%3Df%23g%2Bh%25i&json=\"2\"&t=\"true\"&n=2&u=%C3%A9&o={\"k\":[1]}/+m?=[1]/e?")
    #expect(StackLink.format([StackEntry(module: "a", input: ["": 1])]) == nil)
  }

  /// Parsing the text of a stack gives back the same entries, for stacks made
  /// of every kind of value (seeded, so a failure is reproducible).
  @Test(arguments: 0..<200) func formatThenParseIsTheIdentity(seed: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: seed)
    let entries = (0...Int.random(in: 0...3, using: &random)).map { position in
      let input: JSONValue? =
        switch Int.random(in: 0...3, using: &random) {
        case 0: nil
        case 1: randomValue(&random, depth: 0)
        default:
          .object(
            JSONObject(
              (0..<Int.random(in: 0...4, using: &random)).map { index in
                ("k\(index)" + randomText(&random), randomValue(&random, depth: 0))
              }))
        }
      return StackEntry(
        module: ModuleName("m\(seed % 7)"), input: input, presented: position > 0 && Bool.random(using: &random))
    }
    let text = try #require(StackLink.format(entries))
    #expect(try StackLink.parse(text) == entries, "\(text)")
  }

  private func randomValue(_ random: inout SeededRandomNumberGenerator, depth: Int) -> JSONValue {
    switch Int.random(in: 0...(depth > 1 ? 5 : 7), using: &random) {
    case 0: .null
    case 1: .bool(Bool.random(using: &random))
    case 2: .int(Int64.random(in: -1000...1000, using: &random))
    case 3: .double(Double(Int.random(in: -100...100, using: &random)) + 0.5)
    case 4, 5: .string(randomText(&random))
    case 6: .array((0..<Int.random(in: 0...3, using: &random)).map { _ in randomValue(&random, depth: depth + 1) })
    default:
      .object(JSONObject([("a" + randomText(&random), randomValue(&random, depth: depth + 1))]))
    }
  }

  /// Text made of the characters a link treats specially, JSON's, and others.
  private func randomText(_ random: inout SeededRandomNumberGenerator) -> String {
    let alphabet: [String] = [
      "a", "Z", "0", "7", " ", "%", "/", "?", "&", "=", "#", "+", "\"", "{", "}", "[", "]", ",", ":", "é", "\t", "-",
      ".",
      "true", "null", "1", "\n", "💥",
    ]
    return (0..<Int.random(in: 0...5, using: &random)).map { _ in alphabet.randomElement(using: &random)! }.joined()
  }
}
