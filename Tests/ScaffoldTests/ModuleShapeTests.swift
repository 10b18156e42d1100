import Foundation
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
  }

  @Test func theListAndDetailTemplateHasTheShapeOfSeveralScreens() throws {
    let plan = try ScaffoldPlan.make(
      ScaffoldRequest(
        templates: Self.checkout + "/Templates", kind: "module-with-detail", name: try #require(NameForms("books")),
        root: Self.checkout, rootMustBeNew: false, takenModuleNames: [], reservedTypeNames: [],
        displayDirectory: "b"),
      on: LocalFileSystem())
    let folder = FileManager.default.temporaryDirectory.path + "/shape-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for file in plan.files {
      let path = folder + "/" + file.path
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(file.contents).write(to: URL(fileURLWithPath: path))
    }
    let feature = try FeatureFolder(root: folder + "/Sources/Features/Books", name: "Books")
    #expect(feature.screens.map(\.name).sorted() == ["BooksDetail", "BooksList"])
    #expect(feature.problems() == [])
  }

  @Test func theListFormAndDetailTemplateHasTheShapeOfSeveralScreens() throws {
    let plan = try ScaffoldPlan.make(
      ScaffoldRequest(
        templates: Self.checkout + "/Templates", kind: "module-with-form", name: try #require(NameForms("books")),
        root: Self.checkout, rootMustBeNew: false, takenModuleNames: [], reservedTypeNames: [],
        displayDirectory: "b"),
      on: LocalFileSystem())
    let folder = FileManager.default.temporaryDirectory.path + "/shape-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for file in plan.files {
      let path = folder + "/" + file.path
      try FileManager.default.createDirectory(
        atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
      try Data(file.contents).write(to: URL(fileURLWithPath: path))
    }
    let feature = try FeatureFolder(root: folder + "/Sources/Features/Books", name: "Books")
    #expect(feature.screens.map(\.name).sorted() == ["BooksAdd", "BooksDetail", "BooksList"])
    #expect(feature.problems() == [])
  }

  @Test("every built-in feature has the template's shape", arguments: features)
  func feature(_ name: String) throws {
    let feature = try FeatureFolder(root: Self.checkout + "/Sources/Features/" + name, name: name)
    for problem in feature.problems() { Issue.record("Sources/Features/\(name): \(problem)") }
  }

  @Test("every feature's doubles sit in Doubles/, one per dependency", arguments: features)
  func doubles(_ name: String) throws {
    let feature = try FeatureFolder(root: Self.checkout + "/Sources/Features/" + name, name: name)
    let tests = Self.checkout + "/Tests/Features/\(name)Tests"
    for path in FeatureFolder.files(under: tests) {
      let file = (path as NSString).lastPathComponent
      let text = try String(contentsOfFile: tests + "/" + path, encoding: .utf8)
      if path.hasPrefix("Doubles/") {
        let stub = file.replacingOccurrences(of: "Stub.swift", with: "").replacingOccurrences(of: "Spy.swift", with: "")
        let standsIn = feature.dependencies.contains(stub) && stub + ".swift" != file
        #expect(standsIn || file.hasSuffix("+Fixtures.swift"), "\(name)Tests/\(path): not XStub, XSpy or X+Fixtures")
      } else {
        #expect(file != "Doubles.swift" && file != "Fixtures.swift", "\(name)Tests/\(path)")
        let declares = text.range(of: #"(class|struct|enum|actor) \w+(Stub|Spy)\b"#, options: .regularExpression)
        #expect(declares == nil, "\(name)Tests/\(path) declares a double outside Doubles/")
      }
    }
  }
}

/// The roles, as paths with the feature's (or the screen's) name as `*`.
enum ModuleShape {
  /// Once per feature, at its root.
  static let featureRoles: Set<String> = [
    "*Feature.swift", "Entities/*Failure.swift", "Gateways/*Gateway.swift", "Effects/*Effect.swift",
    "Effects/*EffectHandler.swift", "Effects/*Result.swift", "Presenter/*Failure+Alert.swift",
  ]
  static let featureFolders: Set<String> = ["Entities", "Gateways", "Effects", "Presenter"]
  /// Once per screen: at the feature's root for one screen, in a folder
  /// named after the screen for several.
  static let screenRoles = requiredScreenRoles.union([
    "*Input.swift", "Interactor/*Intent.swift", "Router/*Router.swift",
  ])
  static let requiredScreenRoles: Set<String> = [
    "*Module.swift", "Interactor/*Interactor.swift", "Presenter/*Presenter.swift", "Presenter/*ViewModel.swift",
    "View/*ViewAdapter.swift",
  ]
  static let screenFolders: Set<String> = ["Interactor", "Presenter", "Router", "View"]
}

/// One feature's folder, read from disk, and what breaks the shape in it.
struct FeatureFolder {
  let root: String
  let name: String
  /// Paths relative to `root`.
  let files: [String]

  init(root: String, name: String) throws {
    self.root = root
    self.name = name
    files = Self.files(under: root)
  }

  static func files(under root: String) -> [String] {
    (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
      }.sorted()
  }

  func text(_ path: String) -> String { (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? "" }

  /// The protocols in Gateways/: what the tests' doubles stand in for.
  var dependencies: Set<String> {
    Set(
      files.filter { $0.hasPrefix("Gateways/") }.flatMap { path in
        text(path).matches(of: /protocol (\w+)/).map { String($0.output.1) }
      })
  }

  /// The folders holding a screen ("" for a one-screen feature), by screen name.
  var screens: [(folder: String, name: String)] {
    files.compactMap { path in
      let parts = path.split(separator: "/").map(String.init)
      guard parts.count <= 2, let file = parts.last, file.hasSuffix("Module.swift") else { return nil }
      return (parts.count == 2 ? parts[0] : "", String(file.dropLast("Module.swift".count)))
    }
  }

  func problems() -> [String] {
    var problems: [String] = []
    let screens = screens
    let flat = screens.contains { $0.folder.isEmpty }
    if flat && (screens.count != 1 || screens[0].name != name) {
      problems.append("a one-screen feature is one \(name)Module.swift at its root, not \(screens.map(\.name))")
    }
    let screenFolders = Set(screens.map(\.folder))
    for path in files {
      let parts = path.split(separator: "/").map(String.init)
      if parts.count == 1 {
        if !path.hasPrefix(name) { problems.append("\(path): a file at the root is named after the feature") }
      } else if !ModuleShape.featureFolders.contains(parts[0]) && !screenFolders.contains(parts[0])
        && !(flat && ModuleShape.screenFolders.contains(parts[0]))
      {
        problems.append("\(path): \(parts[0])/ is neither a role folder nor a screen's folder")
      }
      if path.hasSuffix("Route.swift") { problems.append("\(path): Route lives in the interactor") }
    }
    for screen in screens { problems += self.problems(screen: screen) }
    return problems + problemsOfFailures() + problemsOfWords()
  }

  private func problems(screen: (folder: String, name: String)) -> [String] {
    let base = screen.folder.isEmpty ? "" : screen.folder + "/"
    var problems: [String] = []
    let mine = files.filter { base.isEmpty || $0.hasPrefix(base) }.map { String($0.dropFirst(base.count)) }
    for role in ModuleShape.requiredScreenRoles {
      let path = role.replacingOccurrences(of: "*", with: screen.name)
      if !mine.contains(path) { problems.append("\(base)\(path) is missing") }
    }
    for path in mine where !base.isEmpty {
      let parts = path.split(separator: "/").map(String.init)
      let ok = parts.count == 1 ? path.hasPrefix(screen.name) : ModuleShape.screenFolders.contains(parts[0])
      if !ok { problems.append("\(base)\(path): not a role of the screen \(screen.name)") }
    }
    for path in mine where path.hasPrefix("Router/") && path != "Router/\(screen.name)Router.swift" {
      problems.append("\(base)\(path): Router/ holds the router only")
    }
    let module = text("\(base)\(screen.name)Module.swift")
    if !module.contains("public struct \(screen.name)Module") {
      problems.append("\(screen.name)Module is not a struct")
    }
    if mine.contains("\(screen.name)Input.swift") && !text("\(base)\(screen.name)Input.swift").contains("decodeInput") {
      problems.append("\(screen.name)Input does not decode through decodeInput")
    }
    let interactor = text("\(base)Interactor/\(screen.name)Interactor.swift")
    if mine.contains("Router/\(screen.name)Router.swift") && !interactor.contains("enum Route") {
      problems.append("\(screen.name)Interactor does not declare its Route")
    }
    return problems
  }

  /// Gateways throw the feature's own failure; only the gateways know Networking.
  private func problemsOfFailures() -> [String] {
    var problems: [String] = []
    let failure = "\(name)Failure"
    let gateways = files.filter { $0.hasPrefix("Gateways/") }
    if !dependencies.isEmpty && !files.contains("Entities/\(failure).swift") {
      problems.append("Entities/\(failure).swift is missing: the gateways have no failure of their own to throw")
    }
    if !gateways.isEmpty && !files.contains("\(name)Feature.swift") {
      problems.append("\(name)Feature.swift is missing")
    }
    for path in gateways where text(path).contains("protocol ") {
      for line in text(path).split(separator: "\n") where line.contains("func ") && line.contains("throws") {
        if !line.contains("throws(\(failure))") { problems.append("\(path): `\(line.trimmed)` throws no \(failure)") }
      }
    }
    for path in files where !path.hasPrefix("Gateways/") && text(path).contains("import Networking") {
      if path != "\(name)Feature.swift" { problems.append("\(path) imports Networking (only gateways and wiring do)") }
    }
    for path in files where text(path).contains(/(struct|class|enum) Embedded/) {
      if !(path.hasPrefix("Gateways/Embedded") && text(path).contains("HTTPTransport")) {
        problems.append("\(path): Embedded… is a transport of shipped fixtures in Gateways/Embedded*.swift")
      }
    }
    return problems
  }

  /// Alerts are worded in one file; "plugin" means a run-time plugin.
  private func problemsOfWords() -> [String] {
    var problems: [String] = []
    let wording = "Presenter/\(name)Failure+Alert.swift"
    if files.contains("Entities/\(name)Failure.swift") && !files.contains(wording) {
      problems.append("\(wording) is missing")
    }
    for path in files where path != wording && text(path).contains("Alert(") {
      problems.append("\(path) words an alert (only \(wording) does)")
    }
    for path in files {
      for line in text(path).split(separator: "\n") where line.trimmed.hasPrefix("//") {
        if line.lowercased().contains("plugin") && !line.contains("run-time plugin") {
          problems.append("\(path): `\(line.trimmed)` calls a built-in module a plugin")
        }
      }
    }
    return problems
  }
}

extension Substring {
  fileprivate var trimmed: String { String(drop { $0 == " " }) }
}
