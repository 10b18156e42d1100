import Foundation

/// Where a Swift plugin package finds the ViperHost package (`--sdk`): the
/// dependency line its Package.swift gets, and the package identity its
/// products are named by.
public struct SDKReference: Equatable, Sendable {
  /// The ViperHost package's public repository: the default, and what the
  /// template's Package.swift names.
  public static let publicURL = "https://github.com/viperhost/viper-host"
  /// The exact texts in the template that the reference replaces.
  public static let templateDependency = ".package(url: \"\(publicURL)\", branch: \"main\")"
  public static let templateProductPackage = "package: \"viper-host\""

  public let dependency: String
  public let identity: String

  /// `text` is a URL (it has `://`, or is `git@host:path`) or a folder,
  /// made absolute against `currentDirectory`.
  public init(_ text: String, currentDirectory: String, disk: any ScaffoldFileSystem) throws(ScaffoldError) {
    let isURL = text.contains("://") || text.hasPrefix("git@")
    let location = isURL || text.hasPrefix("/") ? text : currentDirectory + "/" + text
    let standardized = isURL ? location : (location as NSString).standardizingPath
    if !isURL, !disk.exists(standardized + "/Package.swift") {
      throw ScaffoldError("--sdk \(text): no Package.swift there (give the folder of a ViperHost checkout, or a URL)")
    }
    guard !standardized.contains("\""), !standardized.contains("\\"), !standardized.contains("\n") else {
      throw ScaffoldError("--sdk \(text): quotes, backslashes and line breaks cannot go into Package.swift")
    }
    var last = Substring(standardized.split(separator: "/").last ?? "")
    if isURL, last.hasSuffix(".git") { last = last.dropLast(4) }
    guard !last.isEmpty else { throw ScaffoldError("--sdk \(text): no package name at its end") }
    identity = last.lowercased()
    dependency =
      isURL ? ".package(url: \"\(standardized)\", branch: \"main\")" : ".package(path: \"\(standardized)\")"
  }

  /// Adds the two replacements to a Swift plugin's placeholders.
  public func apply(to placeholders: inout Placeholders) {
    placeholders.add(Self.templateDependency, dependency)
    placeholders.add(Self.templateProductPackage, "package: \"\(identity)\"")
  }
}
