/// Swift module names a generated target must not take: the toolchain's,
/// and the targets of a package manifest (this package's and its SDK's).
public enum ReservedNames {
  public static let toolchain: Set<String> = [
    "Swift", "Foundation", "FoundationEssentials", "FoundationInternationalization", "FoundationNetworking",
    "FoundationXML", "Glibc", "Musl", "Darwin", "Dispatch", "XCTest", "Testing", "Synchronization", "Observation",
    "Distributed", "RegexBuilder", "Cxx", "CxxStdlib", "SwiftShims", "PackageDescription",
  ]

  /// Every `name: "X"` in a Package.swift: its targets and products.
  public static func declared(inManifest text: String) -> Set<String> {
    var names: Set<String> = []
    var rest = Substring(text)
    while let start = rest.range(of: "name: \"") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      names.insert(String(rest[..<end]))
      rest = rest[end...]
    }
    return names
  }
}
