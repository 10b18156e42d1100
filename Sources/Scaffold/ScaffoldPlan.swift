import Foundation

/// Everything one run of the generator will write, made before anything is
/// written: the new files, the new contents of the files it edits, and the
/// commands to run next. Making a plan checks every refusal, so a refused run
/// writes nothing.
public struct ScaffoldPlan: Sendable {
  /// Where the generator writes (a checkout for a module, the new folder for a plugin).
  public var root: String
  /// New files: path relative to `root`, contents.
  public var files: [(path: String, contents: [UInt8])]
  /// Edited files: path relative to `root`, new contents.
  public var edits: [(path: String, contents: [UInt8])]
  public var next: [String]
}

/// What a plan is made from.
public struct ScaffoldRequest: Sendable {
  /// The templates folder (`Templates/`) and the kind, a folder in it (`module`, `plugin-swift`, …).
  public var templates: String
  public var kind: String
  public var name: NameForms
  /// A screen added to the feature `name` (`viper-host new screen`): the new
  /// module's name, and the template's `MyPart` placeholders; nil for a module or a plugin.
  public var part: NameForms?
  public var root: String
  /// A plugin's folder must not exist at all; a module goes into a checkout that does.
  public var rootMustBeNew: Bool
  /// Module names the host already has (built-in ones and those made before).
  public var takenModuleNames: Set<String>
  /// Swift module and target names the type name must not be (nil: not a Swift template).
  public var reservedTypeNames: Set<String>?
  /// `{{dir}}` in the next commands.
  public var displayDirectory: String
  public var placeholders: Placeholders

  public init(
    templates: String, kind: String, name: NameForms, root: String, rootMustBeNew: Bool,
    takenModuleNames: Set<String>, reservedTypeNames: Set<String>?, displayDirectory: String, part: NameForms? = nil
  ) {
    self.part = part
    self.templates = templates
    self.kind = kind
    self.name = name
    self.root = root
    self.rootMustBeNew = rootMustBeNew
    self.takenModuleNames = takenModuleNames
    self.reservedTypeNames = reservedTypeNames
    self.displayDirectory = displayDirectory
    placeholders = Placeholders(name)
    if let part { placeholders.add(part: part) }
  }
}

extension ScaffoldPlan {
  /// Reads the templates and checks every refusal; writes nothing.
  public static func make(_ request: ScaffoldRequest, on disk: any ScaffoldFileSystem) throws(ScaffoldError)
    -> ScaffoldPlan
  {
    let name = request.name
    let newModule = request.part ?? name
    if request.takenModuleNames.contains(newModule.name) {
      throw ScaffoldError(
        "the module name \"\(newModule.name)\" is taken: the host already has a module of that name")
    }
    if let reserved = request.reservedTypeNames,
      let clash = ReservedNames.targets(of: name.typeName).first(where: reserved.contains)
    {
      throw ScaffoldError(
        "\"\(name.name)\" would make a Swift module \(clash), a name this package or its toolchain uses")
    }
    if request.rootMustBeNew, disk.exists(request.root) {
      throw ScaffoldError("\(request.root) already exists: the generator never writes over anything")
    }
    let manifest = try readManifest(request.templates + "/" + request.kind, on: disk)

    var sources: [(from: String, to: String, placeholders: Placeholders)] = [
      (request.templates + "/" + request.kind + "/files", "", request.placeholders)
    ]
    for include in manifest.include {
      var placeholders = request.placeholders
      for (placeholder, value) in (include.placeholders ?? [:]).sorted(by: { $0.key < $1.key }) {
        placeholders.add(placeholder, request.placeholders.apply(to: value))
      }
      let from =
        request.templates + "/" + include.template + "/files" + (include.from.isEmpty ? "" : "/" + include.from)
      sources.append((from, include.to, placeholders))
    }
    var files: [(path: String, contents: [UInt8])] = []
    for (folder, destination, placeholders) in sources {
      for relative in try disk.files(under: folder) {
        let path = placeholders.apply(to: destination.isEmpty ? relative : destination + "/" + relative)
        files.append((path, placeholders.apply(to: try disk.read(folder + "/" + relative))))
      }
    }
    if let taken = files.first(where: { disk.exists(request.root + "/" + $0.path) }) {
      throw ScaffoldError("\(request.root)/\(taken.path) already exists: the generator never writes over anything")
    }
    let edits = try edits(manifest.insert, request: request, on: disk)
    let next = manifest.next.map {
      request.placeholders.apply(to: $0).replacingOccurrences(of: "{{dir}}", with: request.displayDirectory)
    }
    return ScaffoldPlan(root: request.root, files: files, edits: edits, next: next)
  }

  private static func readManifest(_ folder: String, on disk: any ScaffoldFileSystem) throws(ScaffoldError)
    -> ScaffoldManifest
  {
    let path = folder + "/scaffold.json"
    guard disk.exists(path) else { throw ScaffoldError("no template at \(folder) (no scaffold.json)") }
    do {
      return try JSONDecoder().decode(ScaffoldManifest.self, from: Data(try disk.read(path)))
    } catch let error as ScaffoldError {
      throw error
    } catch {
      throw ScaffoldError("\(path) is not a template manifest: \(error)")
    }
  }

  /// The edited files' new contents, several edits of one file applied in order.
  private static func edits(
    _ insertions: [ScaffoldManifest.Insertion], request: ScaffoldRequest, on disk: any ScaffoldFileSystem
  ) throws(ScaffoldError) -> [(path: String, contents: [UInt8])] {
    var texts: [(path: String, text: String)] = []
    for insertion in insertions {
      let path = request.placeholders.apply(to: insertion.file)
      let index: Int
      if let found = texts.firstIndex(where: { $0.path == path }) {
        index = found
      } else {
        guard disk.exists(request.root + "/" + path) else {
          throw ScaffoldError("\(request.root)/\(path) is missing: is \(request.root) a ViperHost checkout?")
        }
        texts.append((path, String(decoding: try disk.read(request.root + "/" + path), as: UTF8.self)))
        index = texts.count - 1
      }
      if let module = insertion.import {
        texts[index].text = try TextEdits.addImport(
          request.placeholders.apply(to: module), in: texts[index].text, named: path)
      }
      if let marker = insertion.above, let text = insertion.text {
        texts[index].text = try TextEdits.insert(
          request.placeholders.apply(to: text), above: marker, in: texts[index].text, named: path)
      }
    }
    return texts.map { ($0.path, Array($0.text.utf8)) }
  }
}
