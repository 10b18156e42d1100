import JSONValue
import Testing

@testable import Wire

/// json-c turns a lone surrogate escape into U+FFFD, so a string would come
/// back changed: the host rejects it as invalid Unicode (I-JSON, RFC 7493).
@Suite("\\u escapes: surrogates only in pairs")
struct SurrogateEscapeTests {
  let parser = JSONParser(maxDepth: 8)

  @Test(
    "a lone surrogate escape is invalid_utf8 at the offset of its backslash",
    arguments: [
      (#"["\udc00"]"#, 2),  // a low surrogate alone
      (#"["\ud800"]"#, 2),  // a high surrogate at the end of the string
      (#"["\ud800\u0041"]"#, 2),  // a high surrogate followed by an escape that is not a low one
      (#"["\ud800\ud800"]"#, 2),  // two high surrogates
      (#"["\udc00\ud800"]"#, 2),  // the pair in the wrong order
      (#"["\uDBFFx"]"#, 2),  // a high surrogate followed by a character
      (#"["ab\ud83d"]"#, 4),
      (#"["\ud83d\ude00\ude00"]"#, 14),  // a pair, then a stray low surrogate
      (#"{"\udfff":1}"#, 2),  // in a key
      (#"["\ud800\\udc00"]"#, 2),  // the "low surrogate" is an escaped backslash and text
      (#"["\ud800"#, 2),  // truncated line
    ])
  func rejectsLoneSurrogates(text: String, offset: Int) {
    do {
      _ = try parser.parse(text)
      Issue.record("\(text) was accepted")
    } catch {
      #expect(error.reason == .invalidUTF8)
      #expect(error.offset == offset)
      #expect(error.detail.hasPrefix("lone surrogate escape"))
      let rpc = RPCError.parse(error)
      #expect(rpc.code == .parseError)
      #expect(rpc.kind == "invalid_utf8")
    }
  }

  @Test func aValidPairDecodesToOneScalar() throws {
    #expect(try parser.parse(#""\ud83d\ude00""#) == .string("\u{1F600}"))
    #expect(try parser.parse(#""\uD83D\uDE00""#) == .string("\u{1F600}"))
    #expect(try parser.parse(#""\udbff\udfff""#) == .string("\u{10FFFF}"))
    #expect(try parser.parse(#""\ud800\udc00x""#) == .string("\u{10000}x"))
  }

  @Test func otherEscapesAreUntouched() throws {
    #expect(try parser.parse(#""\u00e9\ud7ff\ue000\uffff""#) == .string("\u{e9}\u{d7ff}\u{e000}\u{ffff}"))
    // An escaped backslash followed by "udc00" is text, not an escape.
    #expect(try parser.parse(#""\\udc00""#) == .string(#"\udc00"#))
  }

  @Test func aMalformedUnicodeEscapeIsStillASyntaxError() {
    for text in [#""\u00""#, #""\u00zz""#, #""\u""#, #""\ud8""#] {
      do {
        _ = try parser.parse(text)
        Issue.record("\(text) was accepted")
      } catch {
        #expect(error.reason == .syntax, "\(text)")
      }
    }
  }
}
