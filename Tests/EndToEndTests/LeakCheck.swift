import Foundation
import Testing
import Transcripts

#if canImport(Glibc)
  import Glibc
#endif

/// LeakSanitizer on a host a test starts, in every `swift test` — the gate
/// that keeps `make sanitize` green between its runs (docs/RELIABILITY.md,
/// "Sanitizers"). A plain debug host runs with the toolchain's
/// AddressSanitizer runtime preloaded: it takes over malloc and free, and
/// at exit reports what no pointer reaches, as in `make sanitize` (no
/// build of its own: a host starts in a second or two). Under `make
/// sanitize` the host is built with the sanitizer already, and is run as it is.
enum LeakCheck {
  /// How hosts are checked in this build of the tests.
  enum Setup {
    /// A plain host, with the runtime preloaded; or a sanitized one, as it is.
    case check(environment: [String: String])
    /// ThreadSanitizer's run: no leak checker (its AddressSanitizer run checked them).
    case threadSanitizer
    case runtimeMissing
  }

  static let setup: Setup = {
    if sanitizer("__tsan_init") { return .threadSanitizer }
    var environment = ProcessInfo.processInfo.environment
    if !sanitizer("__asan_init") {
      guard let runtime = toolchainRuntime() else { return .runtimeMissing }
      environment["LD_PRELOAD"] = runtime
    }
    let suppressions = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("lsan.supp").path
    environment["LSAN_OPTIONS"] = "suppressions=\(suppressions)"
    // A status of its own, so that a report never passes for an exit status a test expects.
    environment["ASAN_OPTIONS"] = "detect_leaks=1:exitcode=86"
    return .check(environment: environment)
  }()

  /// A host under the check (`TMPDIR` set to `temporaryDirectory` if given).
  /// Where the toolchain's runtime cannot be found the test fails: the gate
  /// is never skipped unseen.
  static func start(_ arguments: [String], temporaryDirectory: String? = nil) throws -> HostProcess {
    var environment: [String: String]
    switch setup {
    case .check(let checked): environment = checked
    case .threadSanitizer: environment = ProcessInfo.processInfo.environment
    case .runtimeMissing: throw RuntimeMissing()
    }
    if let temporaryDirectory { environment["TMPDIR"] = temporaryDirectory }
    return try HostProcess(executable: HostBinary.path, arguments: arguments, environment: environment)
  }

  struct RuntimeMissing: Error, CustomStringConvertible {
    var description: String { "the toolchain's lib/clang/*/lib/linux/libclang_rt.asan-x86_64.so was not found" }
  }

  /// The host exited with `status` and LeakSanitizer reported nothing.
  static func expectClean(_ host: HostProcess, status: Int32, sourceLocation: SourceLocation = #_sourceLocation) {
    let exit = host.waitForExit(timeout: 30)
    let stderr = host.stderrText
    #expect(!stderr.contains("Sanitizer"), "\(stderr)", sourceLocation: sourceLocation)
    #expect(exit == status, "\(stderr)", sourceLocation: sourceLocation)
  }

  /// Ends the host's input: it exits 0, and LeakSanitizer reported nothing.
  static func endInput(of host: HostProcess, sourceLocation: SourceLocation = #_sourceLocation) throws {
    host.closeInput()
    _ = try host.readToEnd()
    expectClean(host, status: 0, sourceLocation: sourceLocation)
  }

  /// Whether this test process (and so the host `swift test` built with it) carries a sanitizer.
  private static func sanitizer(_ symbol: String) -> Bool { dlsym(nil, symbol) != nil }

  /// `lib/clang/*/lib/linux/libclang_rt.asan-x86_64.so` of the toolchain whose `swiftc` is on PATH.
  private static func toolchainRuntime() -> String? {
    let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
    guard let swiftc = directories.map({ $0 + "/swiftc" }).first(where: FileManager.default.isExecutableFile),
      let resolved = realpath(swiftc, nil)
    else { return nil }
    defer { free(resolved) }
    let clang = URL(fileURLWithPath: String(cString: resolved)).deletingLastPathComponent()
      .appendingPathComponent("../lib/clang").standardized.path
    let versions = (try? FileManager.default.contentsOfDirectory(atPath: clang)) ?? []
    return versions.sorted().reversed().map { "\(clang)/\($0)/lib/linux/libclang_rt.asan-x86_64.so" }
      .first(where: FileManager.default.fileExists)
  }
}
