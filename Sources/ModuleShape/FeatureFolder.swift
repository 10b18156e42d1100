import Foundation

/// One feature's folder, read from disk, and what breaks the shape in it.
public struct FeatureFolder: Sendable {
  public let root: String
  public let name: String
  /// Paths relative to `root`.
  public let files: [String]

  public init(root: String, name: String) throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: root])
    }
    self.root = root
    self.name = name
    files = Self.files(under: root)
  }

  public static func files(under root: String) -> [String] {
    (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [])
      .filter { path in
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder) && !isFolder.boolValue
      }.sorted()
  }

  func text(_ path: String) -> String { (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? "" }

  /// The protocols in Gateways/: what the tests' doubles stand in for.
  public var dependencies: Set<String> {
    Set(
      files.filter { $0.hasPrefix("Gateways/") }.flatMap { path in
        text(path).matches(of: /protocol (\w+)/).map { String($0.output.1) }
      })
  }

  /// The folders holding a screen ("" for a one-screen feature), by screen name.
  public var screens: [(folder: String, name: String)] {
    files.compactMap { path in
      let parts = path.split(separator: "/").map(String.init)
      guard parts.count <= 2, let file = parts.last, file.hasSuffix("Module.swift") else { return nil }
      return (parts.count == 2 ? parts[0] : "", String(file.dropLast("Module.swift".count)))
    }
  }

  public func problems() -> [ShapeProblem] {
    problemsOfFolders() + screens.flatMap(problems(screen:)) + problemsOfFailures() + problemsOfWords()
  }

  private func problemsOfFolders() -> [ShapeProblem] {
    var problems: [ShapeProblem] = []
    let screens = screens
    let flat = screens.contains { $0.folder.isEmpty }
    if flat && (screens.count != 1 || screens[0].name != name) {
      problems.append(
        ShapeProblem(
          "\(name)/", "a one-screen feature is one \(name)Module.swift at its root, not \(screens.map(\.name))",
          rule: "a feature with one screen keeps that screen's roles at its root, named like the feature; "
            + "one with several puts each screen's roles in a folder named after the screen",
          fix: "rename the screen \(name), or move each screen's files into a folder <Screen>/ of its own"))
    }
    let screenFolders = Set(screens.map(\.folder))
    for path in files {
      let parts = path.split(separator: "/").map(String.init)
      if parts.count == 1 && !path.hasPrefix(name) {
        problems.append(
          ShapeProblem(
            path, "a file at the feature's root is not named after the feature",
            rule: "the root holds \(name)Feature.swift and, for one screen, that screen's \(name)Module.swift "
              + "and \(name)Input.swift; everything else sits in its role's folder",
            fix: "move it into Entities/, Gateways/, Effects/, Presenter/ or a screen's role folder"))
      } else if parts.count > 1 && !ModuleShape.featureFolders.contains(parts[0])
        && !screenFolders.contains(parts[0]) && !(flat && ModuleShape.screenFolders.contains(parts[0]))
      {
        problems.append(
          ShapeProblem(
            path, "\(parts[0])/ is neither a role folder nor a screen's folder",
            rule: "a feature's folders are its roles (Entities, Gateways, Effects, Presenter) and its screens' "
              + "(Interactor, Presenter, Router, View), or one folder per screen holding <Screen>Module.swift",
            fix: "move the file into the folder of its role (a helper of one role sits beside it)"))
      }
      if path.hasSuffix("Route.swift") {
        problems.append(
          ShapeProblem(
            path, "a Route in a file of its own",
            rule: "Route is an enum nested in the interactor, the type that returns it; the router only maps it",
            fix: "move `enum Route` into the screen's interactor and delete this file"))
      }
    }
    return problems
  }

  private func problems(screen: (folder: String, name: String)) -> [ShapeProblem] {
    let base = screen.folder.isEmpty ? "" : screen.folder + "/"
    var problems: [ShapeProblem] = []
    let mine = files.filter { base.isEmpty || $0.hasPrefix(base) }.map { String($0.dropFirst(base.count)) }
    for role in ModuleShape.requiredScreenRoles.sorted() {
      let path = role.replacingOccurrences(of: "*", with: screen.name)
      if !mine.contains(path) {
        problems.append(
          ShapeProblem(
            base + path, "is missing",
            rule: "every screen has a Module, an Interactor, a Presenter, a ViewModel and a ViewAdapter",
            fix: "add it (`viper-host new screen` writes each role of a screen)"))
      }
    }
    for path in mine where !base.isEmpty {
      let parts = path.split(separator: "/").map(String.init)
      let ok = parts.count == 1 ? path.hasPrefix(screen.name) : ModuleShape.screenFolders.contains(parts[0])
      if !ok {
        problems.append(
          ShapeProblem(
            base + path, "not a role of the screen \(screen.name)",
            rule: "a screen's folder holds its Module and Input, and Interactor/, Presenter/, Router/, View/",
            fix: "move it into the folder of its role, or to the feature's root folders if the screens share it"))
      }
    }
    for path in mine where path.hasPrefix("Router/") && path != "Router/\(screen.name)Router.swift" {
      problems.append(
        ShapeProblem(
          base + path, "Router/ holds something besides the router",
          rule: "Router/ holds <Screen>Router and nothing else", fix: "move it into the folder of its role"))
    }
    problems += problemsOfScreenFiles(base: base, screen: screen.name, mine: mine)
    return problems
  }

  private func problemsOfScreenFiles(base: String, screen: String, mine: [String]) -> [ShapeProblem] {
    var problems: [ShapeProblem] = []
    if !text("\(base)\(screen)Module.swift").contains("public struct \(screen)Module") {
      problems.append(
        ShapeProblem(
          "\(base)\(screen)Module.swift", "\(screen)Module is not a public struct",
          rule: "modules are structs; what copies must share sits in a private reference the struct holds",
          fix: "declare it `public struct \(screen)Module`"))
    }
    let input = "\(screen)Input.swift"
    if mine.contains(input) && !text(base + input).contains("decodeInput") {
      problems.append(
        ShapeProblem(
          base + input, "\(screen)Input does not decode through decodeInput",
          rule: "inputs decode through JSONValueDecoder.decodeInput (absent and null read as {})",
          fix: "decode with `try JSONValueDecoder.decodeInput(Wire.self, from: json)`, then check what a type "
            + "cannot say"))
    }
    let interactor = text("\(base)Interactor/\(screen)Interactor.swift")
    if mine.contains("Router/\(screen)Router.swift") && !interactor.contains("enum Route") {
      problems.append(
        ShapeProblem(
          "\(base)Interactor/\(screen)Interactor.swift", "\(screen)Interactor does not declare its Route",
          rule: "Route is an enum nested in the interactor; the router only maps it to a Navigation",
          fix: "declare `enum Route` in \(screen)Interactor (or drop Router/ and route nowhere: `Never`)"))
    }
    return problems
  }
}
