@testable import Scaffold

/// The real disk read through a few files that are not on it (a feature a
/// template would write), for plans that build on another plan. Writes nothing.
struct OverlayFileSystem: ScaffoldFileSystem {
  let base: any ScaffoldFileSystem
  let extra: [String: [UInt8]]

  func exists(_ path: String) -> Bool { extra[path] != nil || base.exists(path) }
  func read(_ path: String) throws(ScaffoldError) -> [UInt8] {
    if let text = extra[path] { return text }
    return try base.read(path)
  }
  func files(under directory: String) throws(ScaffoldError) -> [String] { try base.files(under: directory) }
  func create(_ path: String, contents: [UInt8]) throws(ScaffoldError) -> [String] {
    throw ScaffoldError("read-only: \(path)")
  }
  func replace(_ path: String, contents: [UInt8]) throws(ScaffoldError) { throw ScaffoldError("read-only: \(path)") }
  func remove(_ path: String) {}
}
