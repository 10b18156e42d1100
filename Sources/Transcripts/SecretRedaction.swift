import JSONValue
import Wire

/// A secure field's text never lands in a recording (PROTOCOL.md §6, rule 6):
/// it travels only as `params.secret` of `view/input`, which a recorded line
/// shows as `"********"`. A line that may hold one but does not parse is
/// not recorded at all.
enum SecretRedaction {
  static let mask = "********"

  /// `line` with every `params.secret` masked; nil when it may hold a secret
  /// and does not parse (JSON escapes can spell `secret` many ways).
  static func redacted(_ line: String) -> String? {
    guard mayHoldSecret(Array(line.utf8)) else { return line }
    guard case .object(let message) = try? JSONParser(maxDepth: 1 << 10).parse(line) else { return nil }
    guard case .object(let params)? = message["params"], params.keys.contains("secret") else { return line }
    let masked = JSONObject(params.members.map { ($0.key, $0.key == "secret" ? .string(mask) : $0.value) })
    return JSONSerializer.string(
      .object(JSONObject(message.members.map { ($0.key, $0.key == "params" ? .object(masked) : $0.value) })))
  }

  /// Whether the bytes may spell a `secret` member: the word itself, or any
  /// escape (which could spell it).
  static func mayHoldSecret(_ bytes: some Collection<UInt8>) -> Bool {
    let word = Array("secret".utf8)
    let array = Array(bytes)
    if array.contains(0x5C) { return true }  // a backslash: an escape
    guard array.count >= word.count else { return false }
    for start in 0...(array.count - word.count) where array[start] == word[0] {
      if Array(array[start..<(start + word.count)]) == word { return true }
    }
    return false
  }
}
