import Foundation
import Testing
import Transcripts

/// The `viper-host` binary `swift test` built: `VIPER_HOST_BIN` if set,
/// else the one in this package's build folder.
enum HostBinary {
  static var path: String {
    if let path = ProcessInfo.processInfo.environment["VIPER_HOST_BIN"], !path.isEmpty { return path }
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    // The test bundle sits next to the binary it was built with.
    let bundleDir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    for candidate in [bundleDir.appendingPathComponent("viper-host").path, root.path + "/.build/debug/viper-host"]
    where FileManager.default.isExecutableFile(atPath: candidate) {
      return candidate
    }
    return root.path + "/.build/debug/viper-host"
  }

  static func start(_ arguments: [String]) throws -> HostProcess {
    try HostProcess(executable: path, arguments: arguments)
  }

  /// The host with nothing but stdin, stdout and stderr open as it starts:
  /// Foundation's Process passes some of this test process's descriptors
  /// on, which a test of what the host itself opens must not count.
  static func startWithoutInheritedDescriptors(_ arguments: [String]) throws -> HostProcess {
    let closeAndExec =
      "import os, sys; os.closerange(3, os.sysconf('SC_OPEN_MAX')); os.execv(sys.argv[1], sys.argv[1:])"
    return try HostProcess(executable: "/usr/bin/env", arguments: ["python3", "-c", closeAndExec, path] + arguments)
  }

  static func temporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("viper-host-e2e-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}

/// The Python client's virtual environment (`make venv`, which `make test`
/// runs first): the tests that start its programs, such as the sample quiz
/// plugin, are skipped when it is missing, so `swift test` alone passes.
enum PythonVenv {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent(".venv").path

  /// A program the client installs, e.g. `viperhost-quiz-plugin`.
  static func program(_ name: String) -> String { root + "/bin/" + name }

  static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: program("viperhost-quiz-plugin")) }

  static let skipped: Comment =
    "needs the Python client's .venv (with viperhost-quiz-plugin): run make venv, or make test, which builds it first"
}

/// The interpreter behind `python3` on PATH, resolved once. A version
/// manager's shim (pyenv's is a shell script) costs ~0.1 s of CPU at every
/// start, which a loaded machine (the whole suite runs in parallel) turns into
/// a test plugin that misses its `--plugin-timeout` handshake.
enum Python {
  static let interpreter: String = {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", "import sys; print(sys.executable)"]
    let output = Pipe()
    process.standardOutput = output
    do { try process.run() } catch { return "python3" }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let path = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return process.terminationStatus == 0 && !path.isEmpty && !path.contains(" ") ? path : "python3"
  }()
}

/// Transcripts a test writes, each in its own temporary folder, removed
/// with the test (a test class holds one).
final class ScratchTranscripts {
  private var directories: [String] = []

  deinit {
    for directory in directories { try? FileManager.default.removeItem(atPath: directory) }
  }

  /// Writes `text` as `story.txt` in a new folder; returns its path.
  func write(_ text: String) throws -> String {
    let directory = try HostBinary.temporaryDirectory()
    directories.append(directory)
    let path = directory + "/story.txt"
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }
}
