import ArgumentParser
import Foundation
import Scaffold

/// `viper-host new screen NAME --in FEATURE --kind form|list|detail`: one
/// more screen in a feature `new module --with-form` made — its roles in a
/// folder of their own, its tests and transcript, and its module in the
/// feature's list.
struct NewScreen: ParsableCommand {
  enum Kind: String, ExpressibleByArgument, CaseIterable {
    case form, list, detail
  }

  /// The line `new module --with-form` writes into the feature's list of modules.
  static let marker = "      // `viper-host new screen` adds a module above this line."

  static let configuration = CommandConfiguration(
    commandName: "screen",
    abstract: "Add a screen to a feature that `viper-host new module --with-form` made.",
    discussion: """
      Writes Sources/Features/<Feature>/<Name>/, Tests/Features/<Feature>Tests/<Name>/ and \
      Protocol/transcripts/<name>-first-steps.txt, and adds the module to <Feature>Feature.modules. NAME is the \
      new module's name (e.g. weather-log-archive). form: an item's title, notes and a secret, saved through the \
      feature's gateway; list: the items, each opening the feature's detail, and Add (on home); detail: an item \
      by its id ({"id": N}). The screen's state is saved with the session (docs/MODULE-SHAPE.md).
      """)

  @Argument(help: "The new screen's module name, e.g. weather-log-archive.") var name: String
  @Option(
    name: .customLong("in"), help: ArgumentHelp("The feature's module name, e.g. weather-log.", valueName: "feature"))
  var feature: String
  @Option(help: "What the screen is.") var kind: Kind
  @OptionGroup var options: TemplateOptions

  func run() throws {
    try options.generate {
      guard let part = NameForms(name) else { throw ScaffoldError.badName(name) }
      guard let forms = NameForms(feature) else { throw ScaffoldError.badName(feature) }
      let checkout = try NewModule.checkout(from: FileManager.default.currentDirectoryPath)
      let featureFile = "Sources/Features/\(forms.typeName)/\(forms.typeName)Feature.swift"
      guard let text = try? String(contentsOfFile: checkout + "/" + featureFile, encoding: .utf8) else {
        throw ScaffoldError("there is no feature \"\(feature)\": \(featureFile) is missing")
      }
      guard text.contains(Self.marker) else {
        throw ScaffoldError(
          "\(featureFile) has no line \"\(Self.marker.trimmingCharacters(in: .whitespaces))\": "
            + "`new screen` adds to a feature made with `viper-host new module --with-form`")
      }
      return try ScaffoldPlan.make(
        ScaffoldRequest(
          templates: options.templates.map(options.absolute) ?? checkout + "/Templates",
          kind: "screen-\(kind.rawValue)",
          name: forms, root: checkout, rootMustBeNew: false, takenModuleNames: try options.builtInModuleNames(),
          reservedTypeNames: nil, displayDirectory: ".", part: part),
        on: LocalFileSystem())
    }
  }
}
