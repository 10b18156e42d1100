/// The coverage of a set of transcripts against what the protocol documents:
/// a readable report (✓/✗ per item, counts) and the list of documented items
/// no transcript exercises (the gate).
///
/// Gated: every method, notification, node type, error code and error kind of
/// the catalog, every built-in module (shown in some view) and every action a
/// built-in module offers in some view. Other modules (plugins, the bench
/// modules) are reported, not gated. `allowed` names items that may stay
/// uncovered (`kind:internal_error`): they are shown as ✗ but do not fail.
public struct CoverageReport: Sendable {
  public struct Item: Sendable, Equatable {
    /// `method:view/open`, `kind:invalid_value`, `action:home/open`, …
    public var id: String
    public var uses: Int
  }

  public struct Section: Sendable {
    public var title: String
    /// The counts line's word: `methods`, `kinds`, …
    public var short: String
    public var items: [Item]
    /// Items seen in the transcripts but not in the documented list.
    public var extra: [Item] = []
    /// How the report introduces them.
    public var extraLabel = "also seen, not documented"
  }

  public private(set) var sections: [Section] = []
  /// Notes on the modules that are not gated.
  public private(set) var ungated: [String] = []
  public let allowed: Set<String>
  public let transcriptCount: Int

  public init(
    coverage: TranscriptCoverage, catalog: ProtocolCatalog, builtInModules: [String], allowed: Set<String> = []
  ) {
    self.allowed = allowed
    transcriptCount = coverage.transcripts.count
    func section(_ title: String, _ prefix: String, _ documented: [String], _ uses: TranscriptCoverage.Uses)
      -> Section
    {
      Section(
        title: title, short: prefix + "s",
        items: documented.map { Item(id: "\(prefix):\($0)", uses: uses[$0]?.count ?? 0) },
        extra: uses.keys.filter { !documented.contains($0) }.sorted().map {
          Item(id: "\(prefix):\($0)", uses: uses[$0]?.count ?? 0)
        })
    }
    sections.append(section("Methods (sent)", "method", catalog.methods, coverage.methods))
    sections.append(section("Notifications (received)", "notification", catalog.notifications, coverage.notifications))
    sections.append(section("Node types (in views)", "node", catalog.nodeTypes, coverage.nodeTypes))
    var codes: TranscriptCoverage.Uses = [:]
    for (code, paths) in coverage.errorCodes { codes[String(code)] = paths }
    sections.append(section("Error codes", "code", catalog.errorCodes.map { String($0) }, codes))
    sections.append(section("Error kinds", "kind", catalog.errorKinds, coverage.errorKinds))
    var modules = Section(title: "Built-in modules (shown in a view)", short: "modules", items: [])
    var actions = Section(
      title: "Built-in modules' actions (offered in a view → sent in a view/event)", short: "actions", items: [])
    for module in builtInModules {
      modules.items.append(Item(id: "module:\(module)", uses: coverage.modulesShown[module]?.count ?? 0))
      let offered = coverage.offered[module] ?? [:]
      let sent = coverage.exercised[module] ?? [:]
      for action in offered.keys.sorted() {
        actions.items.append(Item(id: "action:\(module)/\(action)", uses: sent[action]?.count ?? 0))
      }
      actions.extra += sent.keys.filter { offered[$0] == nil }.sorted().map {
        Item(id: "action:\(module)/\($0)", uses: sent[$0]?.count ?? 0)
      }
    }
    actions.extraLabel = "also sent, offered in no view"
    sections += [modules, actions]
    let others = Set(coverage.modulesShown.keys).union(coverage.offered.keys).subtracting(builtInModules)
    for module in others.sorted() {
      let offered = coverage.offered[module] ?? [:]
      let sent = coverage.exercised[module] ?? [:]
      let missing = offered.keys.filter { sent[$0] == nil }.sorted()
      ungated.append(
        "\(module): \(offered.count - missing.count)/\(offered.count) offered actions sent"
          + (missing.isEmpty ? "" : " (not sent: \(missing.joined(separator: ", ")))"))
    }
  }

  /// Documented items no transcript exercises, and not allowed to be.
  public var uncovered: [String] {
    sections.flatMap(\.items).filter { $0.uses == 0 && !allowed.contains($0.id) }.map(\.id)
  }

  /// Allowed items that are not documented at all (a typo, or a stale allowance).
  public var unknownAllowances: [String] {
    let ids = Set(sections.flatMap(\.items).map(\.id))
    return allowed.filter { !ids.contains($0) }.sorted()
  }

  public var text: String {
    var lines = ["Coverage of \(transcriptCount) transcript(s)", ""]
    for section in sections {
      let covered = section.items.filter { $0.uses > 0 }.count
      lines.append("\(section.title): \(covered)/\(section.items.count)")
      for item in section.items {
        let name = item.id.drop { $0 != ":" }.dropFirst()
        if item.uses > 0 {
          lines.append("  ✓ \(name) (\(item.uses))")
        } else {
          lines.append("  ✗ \(name)" + (allowed.contains(item.id) ? " (allowed to stay uncovered)" : ""))
        }
      }
      if !section.extra.isEmpty {
        let names = section.extra.map { item in
          let name = item.id.drop { $0 != ":" }.dropFirst()
          return (name.count > 40 ? name.prefix(39) + "…" : name) + " (\(item.uses))"
        }
        lines.append("  \(section.extraLabel): " + names.joined(separator: ", "))
      }
      lines.append("")
    }
    if !ungated.isEmpty {
      lines.append("Other modules (plugins, bench modules; not gated):")
      lines += ungated.map { "  " + $0 }
      lines.append("")
    }
    let counts = sections.map { "\($0.items.filter { $0.uses > 0 }.count)/\($0.items.count) \($0.short)" }
    lines.append("coverage: " + counts.joined(separator: ", "))
    let missing = uncovered
    lines.append(
      missing.isEmpty
        ? "coverage: every documented item is exercised"
          + (allowed.isEmpty ? "" : " (allowed to stay uncovered: \(allowed.sorted().joined(separator: ", ")))")
        : "coverage: \(missing.count) documented item(s) exercised by no transcript: \(missing.joined(separator: ", "))"
    )
    return lines.joined(separator: "\n")
  }
}
