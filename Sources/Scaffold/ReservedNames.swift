/// Swift module names a generated target must not take: the toolchain's,
/// and the targets of a package manifest (this package's and its SDK's).
public enum ReservedNames {
  public static let toolchain: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Glibc", "Musl", "Darwin", "Dispatch", "XCTest", "Testing", "Synchronization", "Observation",
    "Distributed", "RegexBuilder", "Cxx", "CxxStdlib", "SwiftShims", "PackageDescription",
  ]

  /// The names a Package.swift declares: every `name: "X"` (targets and
  /// products), and each scaffolded feature with its test target `XTests`.
  public static func declared(inManifest text: String) -> Set<String> {
    var names = Set(quoted(after: "name: \"", in: Substring(text)))
    if let list = text.range(of: "let scaffoldedFeatures: [String] = ["),
      let end = text[list.upperBound...].firstIndex(of: "]")
    {
      for feature in quoted(after: "\"", in: text[list.upperBound..<end]) {
        names.formUnion([feature, feature + "Tests"])
      }
    }
    return names
  }

  /// The targets a generated Swift module adds for `typeName`: it and its tests.
  public static func targets(of typeName: String) -> [String] { [typeName, typeName + "Tests"] }

  private static func quoted(after opening: String, in text: Substring) -> [String] {
    var found: [String] = []
    var rest = text
    while let start = rest.range(of: opening) {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      found.append(String(rest[..<end]))
      rest = rest[rest.index(after: end)...]
    }
    return found
  }
}
