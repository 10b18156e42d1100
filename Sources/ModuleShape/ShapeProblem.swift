/// One way a feature breaks docs/MODULE-SHAPE.md: where, what, the rule it
/// breaks and how to fix it, so the message alone is enough to act on.
public struct ShapeProblem: Equatable, Sendable, CustomStringConvertible {
  /// The file or folder, relative to the feature's folder (or its tests').
  public let path: String
  public let what: String
  public let rule: String
  public let fix: String

  public init(_ path: String, _ what: String, rule: String, fix: String) {
    self.path = path
    self.what = what
    self.rule = rule
    self.fix = fix
  }

  /// The same problem with its path under `folder`.
  public func under(_ folder: String) -> ShapeProblem { ShapeProblem(folder + path, what, rule: rule, fix: fix) }

  public var description: String {
    "\(path): \(what).\n  Rule: \(rule).\n  Fix: \(fix).\n  (docs/MODULE-SHAPE.md)"
  }
}
