import ViperKit

/// The features `viper-host new module` made: one import above and one line
/// in `modules()` each. Their gateways start in memory; a real one (HTTP, the
/// database) is wired here, like the built-in features' in `CompositionRoot`.
enum ScaffoldedFeatures {
  /// Their modules: listed on home after the built-in features, in this order.
  static func modules() -> [any ScreenModule] {
    let features: [[any ScreenModule]] = [
      // `viper-host new module` adds a line above this one.
    ]
    return features.flatMap { $0 }
  }
}
