import Host
import Transcripts

extension CompositionRoot {
  /// What `--record` writes open in the host's lines, as `replay --update`
  /// does (Protocol/TRANSCRIPTS.md, "What --update leaves open"): the version,
  /// the room after this host's built-in modules, the data directory (the
  /// recording says `--data-dir {{tmpdir}}`), today's date until a `-->` line sends it.
  func recordedGoldens(dataDirectory: String?) -> GoldenPatterns {
    let builtIn = registry.manifests.filter { $0.origin == .builtIn && !scaffoldedNames.contains($0.name) }
    return GoldenPatterns(
      catalog: ModuleCatalog(builtIn: builtIn.map(\.name.rawValue), generated: Set(scaffoldedNames.map(\.rawValue))),
      directories: dataDirectory.map { [$0] } ?? [], today: ReplayDate.today())
  }
}
