import ArgumentParser
import Foundation
import Scaffold

/// `viper-host new plugin NAME --lang swift|python`: a project of its own
/// that the host loads as a plugin.
struct NewPlugin: ParsableCommand {
  enum Language: String, ExpressibleByArgument, CaseIterable {
    case swift, python
  }

  static let configuration = CommandConfiguration(
    commandName: "plugin",
    abstract: "Make a plugin project: a Swift package (a shared library) or a Python process plugin.",
    discussion: """
      swift: a SwiftPM package with the module, its tests and a dynamic library product \
      (viper-host --plugin DIR/.build/debug/lib<Name>Plugin.so). python: a project with the screen, a pytest \
      test and a README (viper-host --process-plugin "python3 DIR/<name>_plugin.py", <name> with underscores).
      """)

  @Argument(help: "The module name, e.g. weather-log.") var name: String
  @Option(help: "The plugin's language.") var lang: Language
  @Option(help: ArgumentHelp("The folder to make (default: ./NAME); it must not exist.", valueName: "dir"))
  var path: String?
  @Option(
    help: ArgumentHelp(
      "Swift only: where the ViperHost package is, a folder or a git URL (default: \(SDKReference.publicURL)).",
      valueName: "path-or-url"))
  var sdk: String?
  @OptionGroup var options: TemplateOptions

  func validate() throws {
    if sdk != nil, lang != .swift { throw ValidationError("--sdk is for --lang swift only") }
  }

  func run() throws {
    try options.generate {
      guard let forms = NameForms(name) else { throw ScaffoldError.badName(name) }
      let shownPath = path ?? name
      let templates = try options.templatesFolder()
      var reserved: Set<String>?
      if lang == .swift {
        let sdkManifest = (templates as NSString).deletingLastPathComponent + "/Package.swift"
        let text = (try? String(contentsOfFile: sdkManifest, encoding: .utf8)) ?? ""
        reserved = ReservedNames.toolchain.union(ReservedNames.declared(inManifest: text))
      }
      var request = ScaffoldRequest(
        templates: templates, kind: "plugin-\(lang.rawValue)", name: forms, root: options.absolute(shownPath),
        rootMustBeNew: true, takenModuleNames: try options.builtInModuleNames(), reservedTypeNames: reserved,
        displayDirectory: shownPath)
      if lang == .swift, let sdk {
        try SDKReference(sdk, currentDirectory: FileManager.default.currentDirectoryPath, disk: LocalFileSystem())
          .apply(to: &request.placeholders)
      }
      return try ScaffoldPlan.make(request, on: LocalFileSystem())
    }
  }
}
