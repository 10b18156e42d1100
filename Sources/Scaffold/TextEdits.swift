/// The two edits a template makes to files that exist, on their text.
enum TextEdits {
  /// `text` as lines right above the line equal to `marker` (exactly one such line).
  static func insert(_ text: String, above marker: String, in file: String, named name: String) throws(ScaffoldError)
    -> String
  {
    var lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let matches = lines.indices.filter { lines[$0] == marker }
    guard matches.count == 1, let index = matches.first else {
      throw ScaffoldError(
        matches.isEmpty
          ? "\(name) has no line \"\(marker.trimmed)\": it was changed by hand; add the line yourself or restore it"
          : "\(name) has the line \"\(marker.trimmed)\" more than once")
    }
    // A list element goes after one: the formatter drops the trailing comma
    // of a list's only element when a comment follows it, so put it back.
    if text.hasSuffix(","), let previous = lines[..<index].lastIndex(where: { !$0.isCode.isEmpty }),
      let last = lines[previous].isCode.last, !",[({".contains(last)
    {
      lines[previous] += ","
    }
    lines.insert(contentsOf: text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), at: index)
    return lines.joined(separator: "\n")
  }

  /// `import module` among the file's leading `import` lines, in order (as
  /// swift-format's OrderedImports wants them).
  static func addImport(_ module: String, in file: String, named name: String) throws(ScaffoldError) -> String {
    var lines = file.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let imports = lines.indices.filter { lines[$0].hasPrefix("import ") }
    guard let first = imports.first, let last = imports.last else {
      throw ScaffoldError("\(name) has no import lines to add \"import \(module)\" to")
    }
    let line = "import \(module)"
    guard !lines[first...last].contains(line) else { throw ScaffoldError("\(name) already imports \(module)") }
    let position = (first...last).first { lines[$0].hasPrefix("import ") && lines[$0] > line } ?? last + 1
    lines.insert(line, at: position)
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The line without its indentation, or empty for a blank or comment line.
  fileprivate var isCode: String {
    let code = trimmed
    return code.hasPrefix("//") ? "" : code
  }

  fileprivate var trimmed: String {
    String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}
