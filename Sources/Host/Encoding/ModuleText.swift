/// Text a module (or a plugin) words — why an input or a value was refused,
/// how a plugin failed — goes into error messages the host sends; it may
/// echo what the frontend sent, so it is clipped to keep every answer well
/// within the smallest `--max-message-bytes` (1024).
enum ModuleText {
  static let maxBytes = 200

  /// `text`, or its first characters within `maxBytes` and "…".
  static func clipped(_ text: String) -> String {
    guard text.utf8.count > maxBytes else { return text }
    var kept = ""
    var bytes = 0
    for character in text {
      // A character escaped in JSON may take up to 6 bytes a scalar.
      let cost = character.unicodeScalars.reduce(0) { $0 + ($1.value < 0x20 ? 6 : $1.utf8.count) }
      if bytes + cost > maxBytes - 3 { break }
      kept.append(character)
      bytes += cost
    }
    return kept + "…"
  }
}
