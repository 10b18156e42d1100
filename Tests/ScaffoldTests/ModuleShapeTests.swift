import Foundation
import ModuleShape
import Testing

@testable import Scaffold

/// docs/MODULE-SHAPE.md as a test: what `viper-host new module` writes is
/// the shape, and every built-in feature in Sources/Features has it (a
/// one-screen feature flat, a feature of several screens with one folder
/// per screen), so the template and the examples cannot drift apart.
@Suite("Module shape")
struct ModuleShapeTests {
  static let checkout = TemplatesTests.checkout
  static let features =
    ((try? FileManager.default.contentsOfDirectory(atPath: checkout + "/Sources/Features")) ?? []).sorted()

  @Test func theTemplateIsTheShapeWrittenDown() throws {
    let plan = try ScaffoldPlan.make(
      ScaffoldRequest(
        templates: Self.checkout + "/Templates", kind: "module", name: try #require(NameForms("weather-log")),
        root: Self.checkout, rootMustBeNew: false, takenModuleNames: [], reservedTypeNames: [],
        displayDirectory: "wl"),
      on: LocalFileSystem())
    let prefix = "Sources/Features/WeatherLog/"
    let roles = Set(
      plan.files.map(\.path).filter { $0.hasPrefix(prefix) }.map {
        $0.dropFirst(prefix.count).replacingOccurrences(of: "WeatherLog", with: "*")
      })
    #expect(roles == ModuleShape.featureRoles.union(ModuleShape.screenRoles).union(["Gateways/InMemory*Gateway.swift"]))
    let doubles = plan.files.map(\.path).filter { $0.contains("/Doubles/") }
    #expect(doubles == ["Tests/Features/WeatherLogTests/Doubles/WeatherLogGatewaySpy.swift"])
    let folder = try Self.written(kind: "module", name: "weather-log")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(try ModuleShape.problems(feature: "WeatherLog", checkout: folder) == [])
  }

  @Test(
    "every variant checks its own shape where its tests run",
    arguments: TemplatesTests.kinds.filter {
      $0.hasPrefix("module")
    })
  func shapeTests(kind: String) throws {
    let folder = try Self.written(kind: kind, name: "books")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let test = try String(
      contentsOfFile: folder + "/Tests/Features/BooksTests/BooksShapeTests.swift", encoding: .utf8)
    #expect(test.contains(#"ModuleShape.problems(feature: "Books", checkout: checkout)"#))
  }

  @Test(
    "a template of several screens has that shape",
    arguments: [
      ("module-with-detail", ["BooksDetail", "BooksList"]),
      ("module-with-form", ["BooksAdd", "BooksDetail", "BooksList"]),
    ])
  func severalScreens(kind: String, screens: [String]) throws {
    let folder = try Self.written(kind: kind, name: "books")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let feature = try FeatureFolder(root: folder + "/Sources/Features/Books", name: "Books")
    #expect(feature.screens.map(\.name).sorted() == screens)
    #expect(feature.problems() == [])
    #expect(try ModuleShape.problems(feature: "Books", checkout: folder) == [])
  }

  /// What `viper-host new` would write for `kind`, in a new temporary folder.
  static func written(kind: String, name: String) throws -> String {
    let plan = try ScaffoldPlan.make(
      ScaffoldRequest(
        templates: checkout + "/Templates", kind: kind, name: try #require(NameForms(name)),
        root: checkout, rootMustBeNew: false, takenModuleNames: [], reservedTypeNames: [],
        displayDirectory: "b"),
      on: LocalFileSystem())
    let folder = FileManager.default.temporaryDirectory.path + "/shape-\(UUID().uuidString)"
    for file in plan.files {
      let path = folder + "/" + file.path
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(file.contents).write(to: URL(fileURLWithPath: path))
    }
    return folder
  }

  @Test("every built-in feature has the template's shape", arguments: features)
  func feature(_ name: String) throws {
    let feature = try FeatureFolder(root: Self.checkout + "/Sources/Features/" + name, name: name)
    for problem in feature.problems() { Issue.record("Sources/Features/\(name)/\(problem)") }
  }

  @Test("every feature's doubles sit in Doubles/, one per dependency", arguments: features)
  func doubles(_ name: String) throws {
    let feature = try FeatureFolder(root: Self.checkout + "/Sources/Features/" + name, name: name)
    for problem in feature.problemsOfDoubles(tests: Self.checkout + "/Tests/Features/\(name)Tests") {
      Issue.record("\(problem)")
    }
  }
}
