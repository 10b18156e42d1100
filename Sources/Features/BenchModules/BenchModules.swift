import ViperKit

/// The modules `viper-host --bench-modules` registers, in their order: the
/// one list the host registers and its help names (a module added here is
/// in both).
public enum BenchModules {
  public static var all: [any ScreenModule] {
    [CounterModule(), ListModule(), FormBenchModule(), ControlsBenchModule()]
  }

  /// Their names, for `viper-host help serve`.
  public static var names: [String] { all.map(\.manifest.name.rawValue) }
}
