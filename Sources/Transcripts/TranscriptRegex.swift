/// The regular expressions of `{{re:PATTERN}}`, run so that Swift and the
/// Python replayer agree on the documented subset (Protocol/TRANSCRIPTS.md):
/// a search over Unicode scalars (`.` is one code point and never a newline),
/// `\d`, `\w` and `\s` ASCII only, `^` and `$` only at the ends of the string.
enum TranscriptRegex {
  struct Invalid: Error, Equatable {
    var message: String
  }

  static func search(_ source: String, in text: String) -> Result<Bool, Invalid> {
    let regex: Regex<AnyRegexOutput>
    do {
      regex = try Regex(source)
    } catch {
      return .failure(Invalid(message: "the regular expression \(source) is not valid: \(error)"))
    }
    let configured =
      regex
      .asciiOnlyDigits()
      .asciiOnlyWhitespace()
      .asciiOnlyWordCharacters()
      .matchingSemantics(.unicodeScalar)
      .anchorsMatchLineEndings(false)
      .dotMatchesNewlines(false)
    do {
      return .success(try configured.firstMatch(in: text) != nil)
    } catch {
      return .failure(Invalid(message: "the regular expression \(source) failed: \(error)"))
    }
  }
}
