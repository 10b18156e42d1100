import Foundation

/// The roles, as paths with the feature's (or the screen's) name as `*`.
public enum ModuleShape {
  /// Once per feature, at its root.
  public static let featureRoles: Set<String> = [
    "*Feature.swift", "Entities/*Failure.swift", "Gateways/*Gateway.swift", "Effects/*Effect.swift",
    "Effects/*EffectHandler.swift", "Effects/*Result.swift", "Presenter/*Failure+Alert.swift",
  ]
  public static let featureFolders: Set<String> = ["Entities", "Gateways", "Effects", "Presenter"]
  /// Once per screen: at the feature's root for one screen, in a folder
  /// named after the screen for several.
  public static let screenRoles = requiredScreenRoles.union([
    "*Input.swift", "Interactor/*Intent.swift", "Router/*Router.swift",
  ])
  public static let requiredScreenRoles: Set<String> = [
    "*Module.swift", "Interactor/*Interactor.swift", "Presenter/*Presenter.swift", "Presenter/*ViewModel.swift",
    "View/*ViewAdapter.swift",
  ]
  public static let screenFolders: Set<String> = ["Interactor", "Presenter", "Router", "View"]

  /// Everything that breaks the shape in `Sources/Features/<feature>` and
  /// `Tests/Features/<feature>Tests` under `checkout`, by paths from `checkout`: what a generated
  /// feature's `<Feature>ShapeTests` and the checkout's own ScaffoldTests run.
  public static func problems(feature: String, checkout: String) throws -> [ShapeProblem] {
    let folder = try FeatureFolder(root: checkout + "/Sources/Features/" + feature, name: feature)
    return folder.problems().map { $0.under("Sources/Features/\(feature)/") }
      + folder.problemsOfDoubles(tests: checkout + "/Tests/Features/\(feature)Tests").map {
        $0.under("Tests/Features/")
      }
  }

  /// The checkout a test file sits in: `<checkout>/Tests/Features/<Feature>Tests/…` → `<checkout>`.
  public static func checkout(ofTestFile file: String) -> String {
    guard let tests = file.range(of: "/Tests/Features/", options: .backwards) else { return "." }
    return String(file[..<tests.lowerBound])
  }
}
