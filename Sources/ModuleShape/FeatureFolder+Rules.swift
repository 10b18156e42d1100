import Foundation

// The rules of docs/MODULE-SHAPE.md past the folders: failures, wording, doubles.
extension FeatureFolder {
  /// Gateways throw the feature's own failure; only the gateways know Networking.
  func problemsOfFailures() -> [ShapeProblem] {
    var problems: [ShapeProblem] = []
    let failure = "\(name)Failure"
    let gateways = files.filter { $0.hasPrefix("Gateways/") }
    if !dependencies.isEmpty && !files.contains("Entities/\(failure).swift") {
      problems.append(
        ShapeProblem(
          "Entities/\(failure).swift", "is missing: the gateways have no failure of their own to throw",
          rule: "a gateway throws the feature's own failure", fix: "add `enum \(failure): Error` there"))
    }
    if !gateways.isEmpty && !files.contains("\(name)Feature.swift") {
      problems.append(
        ShapeProblem(
          "\(name)Feature.swift", "is missing",
          rule: "\(name)Feature.swift says what the feature brings to a host: its modules on their dependencies",
          fix: "add `enum \(name)Feature` with `static func modules(…)` (see what `viper-host new module` writes)"))
    }
    for path in gateways where text(path).contains("protocol ") {
      for line in text(path).split(separator: "\n") where line.contains("func ") && line.contains("throws") {
        if !line.contains("throws(\(failure))") {
          problems.append(
            ShapeProblem(
              path, "`\(line.trimmed)` throws no \(failure)", rule: "a gateway throws the feature's own failure",
              fix: "declare it `throws(\(failure))` and translate other errors in the gateway"))
        }
      }
    }
    for path in files where !path.hasPrefix("Gateways/") && path != "\(name)Feature.swift" {
      if text(path).contains("import Networking") {
        problems.append(
          ShapeProblem(
            path, "imports Networking",
            rule: "only the gateways and \(name)Feature.swift know Networking; entities, effects and presenters "
              + "see \(failure)",
            fix: "translate GatewayError in Gateways/\(failure)+GatewayError.swift and drop the import"))
      }
    }
    for path in files where text(path).contains(/(struct|class|enum) Embedded/) {
      if !(path.hasPrefix("Gateways/Embedded") && text(path).contains("HTTPTransport")) {
        problems.append(
          ShapeProblem(
            path, "an Embedded… type that is not a transport in Gateways/",
            rule: "Embedded means fixtures the host ships, served as an HTTPTransport from Gateways/Embedded*.swift",
            fix: "make it a transport in Gateways/Embedded<X>.swift, or name a gateway that keeps data in memory "
              + "InMemory<X>"))
      }
    }
    return problems
  }

  /// Alerts are worded in one file; "plugin" means a run-time plugin.
  func problemsOfWords() -> [ShapeProblem] {
    var problems: [ShapeProblem] = []
    let wording = "Presenter/\(name)Failure+Alert.swift"
    if files.contains("Entities/\(name)Failure.swift") && !files.contains(wording) {
      problems.append(
        ShapeProblem(
          wording, "is missing", rule: "a failure is worded as an alert in one place",
          fix: "add `extension \(name)Failure { var alert: Alert }` there"))
    }
    for path in files where path != wording && text(path).contains("Alert(") {
      problems.append(
        ShapeProblem(
          path, "words an alert (makes an `Alert(`)",
          rule: "only \(wording) makes an Alert; a confirmation is `.alert(title:message:actions:)` in the view "
            + "adapter",
          fix: "move the wording into \(wording) and show `failure.alert` from the presenter"))
    }
    for path in files {
      for line in text(path).split(separator: "\n") where line.trimmed.hasPrefix("//") {
        if line.lowercased().contains("plugin") && !line.contains("run-time plugin") {
          problems.append(
            ShapeProblem(
              path, "`\(line.trimmed)` calls a built-in module a plugin",
              rule: "\"plugin\" means a run-time plugin (a shared library or a process); a built-in screen is a module",
              fix: "say module (or \"run-time plugin\" when you mean one)"))
        }
      }
    }
    return problems
  }

  /// Test doubles sit in Doubles/, one file each, named after the protocol they stand in for.
  public func problemsOfDoubles(tests: String) -> [ShapeProblem] {
    var problems: [ShapeProblem] = []
    let folder = (tests as NSString).lastPathComponent
    for path in Self.files(under: tests) {
      let file = (path as NSString).lastPathComponent
      let text = (try? String(contentsOfFile: tests + "/" + path, encoding: .utf8)) ?? ""
      if path.hasPrefix("Doubles/") {
        let stub = file.replacingOccurrences(of: "Stub.swift", with: "").replacingOccurrences(of: "Spy.swift", with: "")
        let standsIn = dependencies.contains(stub) && stub + ".swift" != file
        if !(standsIn || file.hasSuffix("+Fixtures.swift")) {
          problems.append(
            ShapeProblem(
              "\(folder)/\(path)", "not <X>Stub, <X>Spy or <Entity>+Fixtures",
              rule: "Doubles/ holds one double per gateway protocol (\(dependencies.sorted().joined(separator: ", "))) "
                + "and fixtures",
              fix: "name it after the protocol it stands in for, or move a helper to Support/"))
        }
      } else if file == "Doubles.swift" || file == "Fixtures.swift" {
        problems.append(
          ShapeProblem(
            "\(folder)/\(path)", "doubles gathered in one file", rule: "test doubles live in Doubles/, one file each",
            fix: "split it into Doubles/<X>Stub.swift, <X>Spy.swift and <Entity>+Fixtures.swift"))
      } else if text.range(of: #"(class|struct|enum|actor) \w+(Stub|Spy)\b"#, options: .regularExpression) != nil {
        problems.append(
          ShapeProblem(
            "\(folder)/\(path)", "declares a double outside Doubles/",
            rule: "test doubles live in Doubles/, one file each",
            fix: "move it to Doubles/<X>Stub.swift or Doubles/<X>Spy.swift"))
      }
    }
    return problems
  }
}

extension Substring {
  fileprivate var trimmed: String { String(drop { $0 == " " }) }
}
