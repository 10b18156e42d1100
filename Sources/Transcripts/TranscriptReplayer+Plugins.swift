import Foundation

/// A transcript whose `!host` line names a plugin that is not there would be
/// replayed against a host without it, and fail far from the cause (a module
/// missing from a list) — or, with `--update`, be rewritten to that state.
/// So it fails at once, at the `!host` line, naming the path; unless the
/// transcript expects that plugin to be missing (its expectations name it,
/// as a load error does).
extension TranscriptReplayer {
  func missingPlugin(_ transcript: Transcript, plan: ReplayPlan) -> Failure? {
    let expected = transcript.lines.compactMap { line -> String? in
      if case .expect(let text) = line { return text }
      return nil
    }.joined(separator: "\n")
    for run in plan.runs {
      let arguments = resolved(run.arguments, transcript: transcript, temporary: "")
      for path in Self.pluginPaths(arguments) where !FileManager.default.fileExists(atPath: path) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        if expected.contains(name) { continue }
        return Failure(
          path: transcript.path, line: (run.hostLine ?? 0) + 1,
          report: "the !host line names \(path), which does not exist; replaying the plugin transcripts "
            + "needs the sample plugins built: `swift build` (the library) and `make venv` (the Python ones)")
      }
    }
    return nil
  }

  /// The arguments with the transcript's placeholders filled in.
  func resolved(_ arguments: [String], transcript: Transcript, temporary: String) -> [String] {
    arguments.map { argument in
      argument.replacingOccurrences(of: "{{tmpdir}}", with: temporary)
        .replacingOccurrences(of: "{{bindir}}", with: Self.directory(of: hostBinary))
        .replacingOccurrences(of: "{{here}}", with: Self.directory(of: transcript.path))
    }
  }

  /// The files and folders the plugin options name: `--plugin FILE`,
  /// `--plugin-dir DIR`, and each path (a word with a `/`) of a
  /// `--process-plugin COMMAND`, which the host splits on spaces.
  static func pluginPaths(_ arguments: [String]) -> [String] {
    var paths: [String] = []
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      for option in ["--plugin", "--plugin-dir", "--process-plugin"] {
        var value: String?
        if argument == option, index + 1 < arguments.count {
          value = arguments[index + 1]
          index += 1
        } else if argument.hasPrefix(option + "=") {
          value = String(argument.dropFirst(option.count + 1))
        }
        guard let value else { continue }
        let words = option == "--process-plugin" ? value.split(separator: " ").map(String.init) : [value]
        paths += words.filter { $0.contains("/") }
      }
      index += 1
    }
    return paths
  }
}
