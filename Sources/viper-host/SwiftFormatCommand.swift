import Foundation
import Scaffold

/// `swift format --in-place` on the Swift files the generator wrote: a
/// template is lint-clean for its own name, but line lengths change with the
/// name put in (the checkout's or the package's `.swift-format` applies).
struct SwiftFormatCommand {
  /// Formats `paths`; a failure is a sentence (the files stay as written, and build).
  func format(_ paths: [String]) -> String? {
    let swiftFiles = paths.filter { $0.hasSuffix(".swift") }
    guard !swiftFiles.isEmpty else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "format", "--in-place"] + swiftFiles
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return "could not run swift format (\(error.localizedDescription)): the new files are not formatted"
    }
    let said = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      let reason = String(decoding: said, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
      return "swift format failed (\(reason)): the new files are not formatted"
    }
    return nil
  }
}
