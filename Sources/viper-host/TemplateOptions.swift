import ArgumentParser
import Foundation
import Host
import Scaffold

/// Where `viper-host new` reads its templates, and how it reports.
struct TemplateOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The templates folder (default: the Templates/ of the checkout this viper-host is in, or an installation's share/viper-host/templates).",
      valueName: "dir"))
  var templates: String?

  /// `--templates`, or the first `Templates/` (with a module template) in a
  /// folder above this executable, or an installed `share/viper-host/templates`.
  func templatesFolder() throws(ScaffoldError) -> String {
    if let templates { return absolute(templates) }
    let executable = Replay.ownExecutable()
    var folder = (executable as NSString).deletingLastPathComponent
    while folder != "/", !folder.isEmpty {
      for candidate in [folder + "/Templates", folder + "/share/viper-host/templates"]
      where FileManager.default.fileExists(atPath: candidate + "/module/scaffold.json") {
        return candidate
      }
      folder = (folder as NSString).deletingLastPathComponent
    }
    throw ScaffoldError("no templates found above \(executable): give --templates DIR")
  }

  func absolute(_ path: String) -> String {
    let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    return (full as NSString).standardizingPath
  }

  /// Module names the host has built in (those listed by `viper-host modules`).
  func builtInModuleNames() throws -> Set<String> {
    let options = HostSettings(inMemory: true)
    let root = try CompositionRoot(options: options, reporter: Mailbox(), logger: makeLogger(level: .error))
    defer { root.shutdown() }
    return Set(root.registry.manifests.map(\.name.rawValue))
  }

  /// Writes the plan and prints what it made and the next commands; a
  /// refusal is one line on stderr and exit status 1.
  func generate(_ makePlan: () throws -> ScaffoldPlan) throws {
    do {
      let plan = try makePlan()
      try ScaffoldWriter(disk: LocalFileSystem()).write(plan)
      let written = (plan.files.map(\.path) + plan.edits.map(\.path)).map { plan.root + "/" + $0 }
      if let problem = SwiftFormatCommand().format(written) {
        FileHandle.standardError.write(Data("viper-host new: \(problem)\n".utf8))
      }
      let here = FileManager.default.currentDirectoryPath + "/"
      func shown(_ path: String) -> String {
        let full = plan.root + "/" + path
        return full.hasPrefix(here) ? String(full.dropFirst(here.count)) : full
      }
      for file in plan.files { print("created \(shown(file.path))") }
      for edit in plan.edits { print("edited  \(shown(edit.path))") }
      print("\nNext:")
      for command in plan.next { print("  \(command)") }
    } catch let error as ScaffoldError {
      FileHandle.standardError.write(Data("viper-host new: \(error.description)\n".utf8))
      throw ExitCode.failure
    }
  }
}
