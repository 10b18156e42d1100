import Foundation
import Testing

@testable import Scaffold

/// The templates in this checkout's Templates/ against the generator's rules:
/// each manifest reads, names its next commands (a module's include the
/// lint), and what it edits has its
/// markers; the Swift plugin names the SDK as the generator replaces it.
@Suite("Templates")
struct TemplatesTests {
  static let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().path
  static let kinds = ["module", "module-with-detail", "module-with-form", "plugin-swift", "plugin-python"]
  static let screenKinds = ["screen-form", "screen-list", "screen-detail"]

  func plan(_ kind: String, root: String, new: Bool) throws -> ScaffoldPlan {
    try ScaffoldPlan.make(
      ScaffoldRequest(
        templates: Self.checkout + "/Templates", kind: kind, name: try #require(NameForms("weather-log")),
        root: root, rootMustBeNew: new, takenModuleNames: [], reservedTypeNames: [], displayDirectory: "wl"),
      on: LocalFileSystem())
  }

  @Test("every kind makes files and says its next commands; a module's lint it", arguments: kinds)
  func manifests(kind: String) throws {
    let isModule = kind.hasPrefix("module")
    let plan = try plan(kind, root: isModule ? Self.checkout : "/nonexistent/wl", new: !isModule)
    #expect(plan.files.count >= 3)
    #expect(plan.next.count == (isModule ? 4 : 3))
    #expect(plan.next.contains("make lint") == isModule)
    for file in plan.files {
      let text = String(decoding: file.contents, as: UTF8.self)
      for placeholder in ["MyScreen", "myScreen", "my-screen", "my_screen", "My screen"] {
        #expect(!text.contains(placeholder) && !file.path.contains(placeholder), "\(file.path): \(placeholder)")
      }
    }
  }

  @Test("a module registers itself in the two lists", arguments: ["module", "module-with-detail", "module-with-form"])
  func registration(kind: String) throws {
    let plan = try plan(kind, root: Self.checkout, new: false)
    #expect(plan.edits.map(\.path) == ["Package.swift", "Sources/viper-host/ScaffoldedFeatures.swift"])
    let package = String(decoding: try #require(plan.edits.first).contents, as: UTF8.self)
    #expect(package.contains("  \"WeatherLog\",\n  // `viper-host new module` adds a name above this line."))
    let features = String(decoding: try #require(plan.edits.last).contents, as: UTF8.self)
    #expect(features.contains("import WeatherLog\n"))
    #expect(features.contains("WeatherLogFeature.modules("))
    // The database's feature brings its migrations in the same line.
    #expect(features.contains("ScaffoldedFeature(migrations: WeatherLogFeature.migrations)") == (kind != "module"))
  }

  @Test("a screen is added to a --with-form feature: its module in the feature's list", arguments: screenKinds)
  func screens(kind: String) throws {
    let feature = try plan("module-with-form", root: Self.checkout, new: false)
    let featureFile = "Sources/Features/WeatherLog/WeatherLogFeature.swift"
    let written = try #require(feature.files.first { $0.path == featureFile })
    let disk = OverlayFileSystem(base: LocalFileSystem(), extra: [Self.checkout + "/" + featureFile: written.contents])
    let plan = try ScaffoldPlan.make(
      ScaffoldRequest(
        templates: Self.checkout + "/Templates", kind: kind, name: try #require(NameForms("weather-log")),
        root: Self.checkout, rootMustBeNew: false, takenModuleNames: ["weather-log"], reservedTypeNames: nil,
        displayDirectory: ".", part: NameForms("weather-log-more")),
      on: disk)
    #expect(plan.files.contains { $0.path == "Protocol/transcripts/weather-log-more-first-steps.txt" })
    #expect(plan.files.contains { $0.path == "Sources/Features/WeatherLog/WeatherLogMore/WeatherLogMoreModule.swift" })
    #expect(plan.files.contains { $0.path.hasPrefix("Tests/Features/WeatherLogTests/WeatherLogMore/") })
    let edited = String(decoding: try #require(plan.edits.first { $0.path == featureFile }).contents, as: UTF8.self)
    #expect(edited.contains("      WeatherLogMoreModule(effects: effects),\n      // `viper-host new screen`"))
    for file in plan.files {
      let text = String(decoding: file.contents, as: UTF8.self)
      for placeholder in ["MyScreen", "my-screen", "My screen", "MyPart", "myPart", "my-part", "My part"] {
        #expect(!text.contains(placeholder) && !file.path.contains(placeholder), "\(file.path): \(placeholder)")
      }
    }
  }

  @Test func theSwiftPluginNamesTheSDKAsTheGeneratorReplacesIt() throws {
    let manifest = try String(
      contentsOfFile: Self.checkout + "/Templates/plugin-swift/files/Package.swift", encoding: .utf8)
    #expect(manifest.contains(SDKReference.templateDependency))
    #expect(manifest.contains(SDKReference.templateProductPackage))
  }
}
