import Foundation

/// Which modules a host has built in, in catalog order, and which ones
/// `viper-host new module` generated: what `viper-host modules` prints (a
/// `name<TAB>version<TAB>title` line per module, a fourth field for one not
/// built in: `(scaffolded)`, `(library plugin)`, `(process plugin)`).
public struct ModuleCatalog: Equatable, Sendable {
  /// The built-in modules, in the host's order.
  public var builtIn: [String]
  /// The modules `viper-host new module` made (they follow the built-in ones).
  public var generated: Set<String>

  /// A host that could not say: no catalog is told apart.
  public static let unknown = ModuleCatalog(builtIn: [], generated: [])

  public init(builtIn: [String], generated: Set<String>) {
    self.builtIn = builtIn
    self.generated = generated
  }

  /// Parses the output of `viper-host modules`.
  public init(listing: String) {
    var builtIn: [String] = []
    var generated: Set<String> = []
    for line in listing.split(separator: "\n") {
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count >= 3 else { continue }  // "not loaded: …" lines
      if fields.count == 3 {
        builtIn.append(fields[0])
      } else if fields[3] == "(scaffolded)" {
        generated.insert(fields[0])
      }
    }
    self.init(builtIn: builtIn, generated: generated)
  }

  /// Runs `HOST modules` (without plugins or `--bench-modules`).
  public static func read(host: String) throws -> ModuleCatalog {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: host)
    process.arguments = ["modules"]
    let output = Pipe()
    process.standardOutput = output
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ListingFailure(description: "\(host) modules exited with status \(process.terminationStatus)")
    }
    return ModuleCatalog(listing: String(decoding: data, as: UTF8.self))
  }
}

/// Why a host's modules could not be listed.
public struct ListingFailure: Error, CustomStringConvertible, Sendable {
  public let description: String
}
