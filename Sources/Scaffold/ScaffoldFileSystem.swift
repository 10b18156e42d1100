import Foundation

/// The files the generator reads and writes, behind a small protocol so its
/// plans are tested in memory. Paths are absolute.
public protocol ScaffoldFileSystem: Sendable {
  func exists(_ path: String) -> Bool
  func read(_ path: String) throws(ScaffoldError) -> [UInt8]
  /// Every regular file below `directory`, as paths relative to it, sorted.
  func files(under directory: String) throws(ScaffoldError) -> [String]
  /// Writes a new file (its folders made as needed) and returns the folders it made.
  func create(_ path: String, contents: [UInt8]) throws(ScaffoldError) -> [String]
  /// Replaces a file that exists, atomically (a temporary file renamed over it).
  func replace(_ path: String, contents: [UInt8]) throws(ScaffoldError)
  func remove(_ path: String)
}

/// The real disk, through Foundation.
public struct LocalFileSystem: ScaffoldFileSystem {
  public init() {}

  public func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  public func read(_ path: String) throws(ScaffoldError) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else { throw ScaffoldError("cannot read \(path)") }
    return [UInt8](data)
  }

  public func files(under directory: String) throws(ScaffoldError) -> [String] {
    guard let walker = FileManager.default.enumerator(atPath: directory) else {
      throw ScaffoldError("cannot read the folder \(directory)")
    }
    var found: [String] = []
    while let relative = walker.nextObject() as? String {
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: directory + "/" + relative, isDirectory: &isDirectory),
        !isDirectory.boolValue
      {
        found.append(relative)
      }
    }
    return found.sorted()
  }

  public func create(_ path: String, contents: [UInt8]) throws(ScaffoldError) -> [String] {
    var made: [String] = []
    var folder = (path as NSString).deletingLastPathComponent
    var missing: [String] = []
    while !folder.isEmpty, folder != "/", !exists(folder) {
      missing.append(folder)
      folder = (folder as NSString).deletingLastPathComponent
    }
    for folder in missing.reversed() {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      } catch {
        throw ScaffoldError("cannot make the folder \(folder): \(error.localizedDescription)")
      }
      made.append(folder)
    }
    // O_EXCL: never over a file that appeared since the plan was made.
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw ScaffoldError("cannot create \(path): \(String(cString: strerror(errno)))") }
    defer { close(descriptor) }
    guard writeAll(descriptor, contents) else {
      throw ScaffoldError("cannot write \(path): \(String(cString: strerror(errno)))")
    }
    return made
  }

  public func replace(_ path: String, contents: [UInt8]) throws(ScaffoldError) {
    let temporary = path + ".viper-host-new"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw ScaffoldError("cannot write next to \(path)") }
    let written = writeAll(descriptor, contents)
    close(descriptor)
    guard written, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw ScaffoldError("cannot replace \(path): \(String(cString: strerror(errno)))")
    }
  }

  public func remove(_ path: String) { try? FileManager.default.removeItem(atPath: path) }

  private func writeAll(_ descriptor: Int32, _ bytes: [UInt8]) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return false }
      offset += count
    }
    return true
  }
}
