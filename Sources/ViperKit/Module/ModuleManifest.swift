import JSONValue

/// What a module tells about itself: what `module/list` reports.
public struct ModuleManifest: Hashable, Sendable {
  public var name: ModuleName
  /// A human title (home shows it).
  public var title: String
  public var version: String
  /// Whether a user can open it from home with no input. Screens that need
  /// data from another screen (a user's details, say) are reached by
  /// navigation only.
  public var listedOnHome: Bool
  /// A JSON Schema of the input the module takes; nil when it takes none.
  public var input: JSONValue?
  /// Where the module comes from: built in, or which kind of plugin.
  public var origin: ModuleOrigin
  /// A plugin's `snapshots: true`: its screens answer `screen/snapshot` and
  /// `screen/restore` (Protocol/PLUGINS.md §1). Built-in modules need not say.
  public var snapshots: Bool

  /// A module named by its key: its input's schema comes with the name.
  public init<Input: ModuleInput>(
    key: ModuleKey<Input>, title: String, version: String, listedOnHome: Bool, snapshots: Bool = false
  ) {
    self.init(
      name: key.name, title: title, version: version, listedOnHome: listedOnHome, input: Input.schema,
      snapshots: snapshots)
  }

  public init(
    name: ModuleName, title: String, version: String, listedOnHome: Bool, input: JSONValue? = nil,
    origin: ModuleOrigin = .builtIn, snapshots: Bool = false
  ) {
    self.name = name
    self.title = title
    self.version = version
    self.listedOnHome = listedOnHome
    self.input = input
    self.origin = origin
    self.snapshots = snapshots
  }
}

extension ModuleManifest {
  /// Whether a module whose input has this JSON Schema opens without input
  /// (as home opens it): no schema, or one that accepts `{}` as far as its
  /// top level tells — no `required` members, and a `type`, if any, that
  /// is or includes `"object"`. Keywords deeper down are the plugin's to check.
  public static func opensWithoutInput(schema: JSONValue?) -> Bool {
    guard let schema else { return true }
    // `true` and `{}` accept anything; `false`, or anything else that is not an object, nothing.
    if schema == .bool(true) { return true }
    guard case .object(let object) = schema else { return false }
    switch object["required"] {
    case nil, .array([])?: break
    default: return false  // members required, or a `required` that is not a list of them
    }
    switch object["type"] {
    case nil: return true
    case .string(let type)?: return type == "object"
    case .array(let types)?: return types.contains(.string("object"))
    case _?: return false  // not a type JSON Schema knows: no input is known to fit
    }
  }
}

/// Where a module's code lives.
public enum ModuleOrigin: String, Hashable, Sendable {
  case builtIn = "builtin"
  /// A shared library loaded with `--plugin` / `--plugin-dir`.
  case library
  /// An executable speaking the module-side protocol (`--process-plugin`).
  case process
}
