import ArgumentParser
import Foundation
import Transcripts

#if canImport(Glibc)
  import Glibc
#endif

/// `replay --review` and `replay --accept`: the failing transcripts' diffs,
/// and rewriting the ones that are right (as `--update` does: comments,
/// directives, wildcards and placeholders stay).
struct ReplayReview {
  let replayer: TranscriptReplayer
  let files: [String]

  enum Answer { case accept, skip, quit }

  /// `--review`: for each failing transcript, the failure report, then a
  /// question on the terminal. Exit 1 when a failure is left (skipped, or
  /// not reached after quit).
  func review() throws {
    guard isatty(STDIN_FILENO) != 0 else {
      FileHandle.standardError.write(
        Data(
          ("replay --review asks on a terminal, and standard input is not one. Look at the failures with "
            + "`viper-host replay FILE…`, then accept the right ones with `viper-host replay --accept FILE…`.\n")
            .utf8))
      throw ExitCode(2)
    }
    var accepted = 0
    var left = 0
    var passed = 0
    var quit = false
    for file in files {
      if quit {
        left += 1
        continue
      }
      guard let failure = try replayer.check(path: file) else {
        passed += 1
        continue
      }
      Self.show(failure)
      switch Self.ask() {
      case .accept:
        try accept(file)
        accepted += 1
      case .skip:
        left += 1
      case .quit:
        left += 1
        quit = true
      }
    }
    print("review: \(passed) passed, \(accepted) accepted, \(left) left failing or unreviewed")
    if left > 0 { throw ExitCode(1) }
  }

  /// `--accept`: each named transcript that fails is shown and rewritten.
  func acceptAll() throws {
    for file in files {
      if let failure = try replayer.check(path: file) {
        Self.show(failure)
        try accept(file)
      } else {
        print("ok   \(file) (nothing to accept)")
      }
    }
  }

  private func accept(_ file: String) throws {
    let text = try replayer.updated(path: file)
    try text.write(toFile: file, atomically: true, encoding: .utf8)
    print("accepted \(file)")
  }

  static func show(_ failure: TranscriptReplayer.Failure) {
    print("FAIL \(failure.path):\(failure.line)")
    print(
      failure.report.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(
        separator: "\n"))
  }

  /// Asks until the answer is one of a, s, q (or their words); end of input quits.
  static func ask() -> Answer {
    while true {
      // Unbuffered: the prompt has no newline (what `print` wrote before ended with one, and a
      // terminal's stdout is line-buffered).
      FileHandle.standardOutput.write(Data("accept this transcript's new answers? [a]ccept, [s]kip, [q]uit: ".utf8))
      guard let line = readLine() else {
        print()
        return .quit
      }
      switch line.trimmingCharacters(in: .whitespaces).lowercased() {
      case "a", "accept": return .accept
      case "s", "skip": return .skip
      case "q", "quit": return .quit
      default: print("please answer a, s or q")
      }
    }
  }
}
