import ArgumentParser
import Foundation
import Scaffold

/// `viper-host new module NAME`: a built-in feature in this checkout — its
/// target, tests and transcript, registered in Package.swift and the
/// composition root's list of scaffolded features.
struct NewModule: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "module",
    abstract: "Add a built-in feature module to the ViperHost checkout around the current folder.",
    discussion: """
      Writes Sources/Features/<Name>/, Tests/Features/<Name>Tests/ and \
      Protocol/transcripts/<name>-first-steps.txt, and adds the feature to Package.swift's scaffoldedFeatures \
      and Sources/viper-host/ScaffoldedFeatures.swift. After `swift build` the module is on home. With \
      --with-detail, a list and a detail screen on the host's database (docs/FIRST-FEATURE.md); with \
      --with-form, a list, an add form and a detail, to which `viper-host new screen` adds screens; with \
      --fields, a list, a form that adds and edits and a detail made from the items' fields (docs/FIELDS.md). \
      Every screen's state is saved with the session: what the user typed survives a restart, a secret does \
      not (docs/MODULE-SHAPE.md).
      """)

  @Argument(help: "The module name, e.g. weather-log.") var name: String
  @Flag(
    help: """
      Two screens: a list (NAME) and an item's detail (NAME-detail) opened with the item's id, the items in the \
      host's SQLite database.
      """)
  var withDetail = false
  @Flag(
    help: """
      Three screens: a list (NAME) with Add, an add form (NAME-add: a title, notes and a secret) and an item's \
      detail (NAME-detail), the items in the host's SQLite database.
      """)
  var withForm = false
  @Option(
    help: ArgumentHelp(
      """
      Three screens made from the item's fields — a list (NAME), a form that adds and edits (NAME-form) and a \
      detail (NAME-detail) — and a typed table. Fields are separated by spaces, each name:kind[:option]…; kinds: \
      text, multiline, secure, integer, decimal, date, time, toggle, choice, choices; options: required, row \
      (shown on the row; a toggle: the row's checkbox), filter (a row toggle's persisted "Show …" setting), \
      max= (a text's most characters), min=, max= (a number; a day: YYYY-MM-DD, today, today+N, today-N; a \
      time: HH:MM), places=N (a decimal's, default 2), options=a|b (choice, choices). E.g. "title:text:required:max=60 \
      amount:decimal:required:min=0.01:row spent-on:date:max=today paid:toggle:row:filter" (docs/FIELDS.md).
      """, valueName: "spec"))
  var fields: String?
  @Option(
    help: ArgumentHelp(
      "With --fields: each row's actions, comma-separated, of delete (confirmed), duplicate, edit.",
      valueName: "list"))
  var rowActions = "delete"
  @OptionGroup var options: TemplateOptions

  func validate() throws {
    if withDetail, withForm {
      throw ValidationError("--with-form has a detail already: give --with-detail or --with-form")
    }
    if fields != nil, withDetail || withForm {
      throw ValidationError(
        "--fields writes its own list, form and detail: give it without --with-detail or --with-form")
    }
    if fields == nil, rowActions != "delete" { throw ValidationError("--row-actions goes with --fields") }
  }

  /// The template, and the module names it makes beside NAME.
  private var kind: (template: String, suffixes: [String]) {
    if fields != nil { return ("module-with-fields", ["-form", "-detail"]) }
    if withForm { return ("module-with-form", ["-add", "-detail"]) }
    return withDetail ? ("module-with-detail", ["-detail"]) : ("module", [])
  }

  func run() throws {
    try options.generate {
      guard let forms = NameForms(name) else { throw ScaffoldError.badName(name) }
      let checkout = try Self.checkout(from: FileManager.default.currentDirectoryPath)
      let manifest = String(decoding: try LocalFileSystem().read(checkout + "/Package.swift"), as: UTF8.self)
      let templates = options.templates.map(options.absolute) ?? checkout + "/Templates"
      let taken = try options.builtInModuleNames()
      if let clash = kind.suffixes.map({ forms.name + $0 }).first(where: taken.contains) {
        throw ScaffoldError("the module name \"\(clash)\" is taken: the host already has a module of that name")
      }
      var request = ScaffoldRequest(
        templates: templates, kind: kind.template, name: forms, root: checkout,
        rootMustBeNew: false, takenModuleNames: taken,
        reservedTypeNames: ReservedNames.toolchain.union(ReservedNames.declared(inManifest: manifest)),
        displayDirectory: ".")
      if let fields { try request.add(FieldSpec(parsing: fields, rowActions: rowActions)) }
      return try ScaffoldPlan.make(request, on: LocalFileSystem())
    }
  }

  /// The nearest folder at or above `folder` whose Package.swift is ViperHost's.
  static func checkout(from folder: String) throws(ScaffoldError) -> String {
    var folder = folder
    while true {
      if let text = try? String(contentsOfFile: folder + "/Package.swift", encoding: .utf8),
        text.contains("name: \"ViperHost\"")
      {
        return folder
      }
      guard folder != "/", !folder.isEmpty else { break }
      folder = (folder as NSString).deletingLastPathComponent
    }
    throw ScaffoldError(
      "not inside a ViperHost checkout (no Package.swift of ViperHost here or above); "
        + "for a module outside the repository, use `viper-host new plugin`")
  }
}
