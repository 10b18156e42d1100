import Synchronization

@testable import Scaffold

/// Files in memory, with a typed log of what was written and an optional
/// failure on one path (to watch the writer take everything back).
final class InMemoryFileSystem: ScaffoldFileSystem {
  enum Call: Equatable, Sendable {
    case create(String)
    case replace(String)
    case remove(String)
  }

  private struct State {
    var files: [String: [UInt8]]
    var folders: Set<String>
    var calls: [Call] = []
  }

  private let state: Mutex<State>
  private let failing: String?

  init(_ files: [String: String] = [:], folders: Set<String> = ["/"], failingOn failing: String? = nil) {
    state = Mutex(State(files: files.mapValues { Array($0.utf8) }, folders: folders))
    self.failing = failing
  }

  var calls: [Call] { state.withLock { $0.calls } }
  var files: [String: String] { state.withLock { $0.files.mapValues { String(decoding: $0, as: UTF8.self) } } }

  func exists(_ path: String) -> Bool { state.withLock { $0.files[path] != nil || $0.folders.contains(path) } }

  func read(_ path: String) throws(ScaffoldError) -> [UInt8] {
    guard let bytes = state.withLock({ $0.files[path] }) else { throw ScaffoldError("cannot read \(path)") }
    return bytes
  }

  func files(under directory: String) throws(ScaffoldError) -> [String] {
    let prefix = directory + "/"
    let found = state.withLock { $0.files.keys.filter { $0.hasPrefix(prefix) } }
    guard !found.isEmpty else { throw ScaffoldError("cannot read the folder \(directory)") }
    return found.map { String($0.dropFirst(prefix.count)) }.sorted()
  }

  func create(_ path: String, contents: [UInt8]) throws(ScaffoldError) -> [String] {
    if path == failing { throw ScaffoldError("cannot create \(path): disk full") }
    return try state.withLock { (state) throws(ScaffoldError) -> [String] in
      guard state.files[path] == nil else { throw ScaffoldError("cannot create \(path): it exists") }
      var made: [String] = []
      var folder = parent(path)
      while !state.folders.contains(folder) {
        made.insert(folder, at: 0)
        folder = parent(folder)
      }
      state.folders.formUnion(made)
      state.files[path] = contents
      state.calls.append(.create(path))
      return made
    }
  }

  func replace(_ path: String, contents: [UInt8]) throws(ScaffoldError) {
    if path == failing { throw ScaffoldError("cannot replace \(path): disk full") }
    state.withLock {
      $0.files[path] = contents
      $0.calls.append(.replace(path))
    }
  }

  func remove(_ path: String) {
    state.withLock {
      $0.files[path] = nil
      $0.folders.remove(path)
      $0.calls.append(.remove(path))
    }
  }

  private func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/"), slash != path.startIndex else { return "/" }
    return String(path[..<slash])
  }
}
