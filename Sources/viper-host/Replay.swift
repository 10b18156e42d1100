import ArgumentParser

struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Replay transcripts against this host (coming).")
  func run() throws {}
}
