import ViperKit

/// A save: it takes `delayMs`, then reports what it stored.
public struct FormBenchSave: Hashable, Sendable {
  public var summary: String
  public var delayMs: Int
}

public struct FormBenchSaved: Hashable, Sendable, Codable {
  public var summary: String
}

/// Saves nothing anywhere: waits, as a slow server would, and answers.
public struct FormBenchEffectHandler: EffectHandler {
  public init() {}

  public func run(_ effect: FormBenchSave) async -> FormBenchSaved? {
    if effect.delayMs > 0 { try? await Task.sleep(for: .milliseconds(effect.delayMs)) }
    return FormBenchSaved(summary: effect.summary)
  }

  public func lifetime(of effect: FormBenchSave) -> EffectLifetime { .outlivesView }
}
