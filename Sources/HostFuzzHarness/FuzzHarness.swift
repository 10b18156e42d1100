import BenchModules
import Home
import Host
import JSONValue
import Logging
import ViperKit
import Wire

#if canImport(Glibc)
  import Glibc
#endif

/// Feeds arbitrary bytes to a host the way stdin would: through a real pipe
/// into the line reader (with a small line limit, so overlong lines happen),
/// then each line through the JSON decoder and the dispatcher of a host with
/// in-memory modules. The fuzzer (Fuzz/) calls it for every input, and the
/// regression tests for every input the fuzzer ever found.
public enum FuzzHarness {
  /// What one run did: the lines the reader handed to the host (overlong
  /// ones included) and the messages the host wrote.
  public struct Outcome: Equatable, Sendable {
    public var lines: Int
    public var messages: Int
    public init(lines: Int, messages: Int) {
      self.lines = lines
      self.messages = messages
    }
  }

  /// Traps on a message that is not JSON.
  @discardableResult
  public static func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Outcome {
    let sink = CheckingSink()
    let modules: [any ScreenModule] = [
      CounterModule(), ListModule(), HomeModule(catalog: [CounterModule().manifest]),
    ]
    let core = HostCore(
      configuration: HostConfiguration(version: "fuzz", maxLineBytes: 512, maxViews: 8),
      registry: ModuleRegistry(modules), launchPolicy: CounterLaunch(), scheduler: DroppingScheduler(), sink: sink,
      logger: Logger(label: "fuzz") { _ in SwiftLogNoOpLogHandler() })
    // Every run starts initialized, so the fuzzer reaches the methods.
    core.receive(["jsonrpc": "2.0", "id": 0, "method": "initialize", "params": ["protocolVersion": "1"]])

    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return Outcome(lines: 0, messages: sink.messages) }
    // A pipe holds 64 KiB without a reader; fuzz inputs are smaller.
    _ = write(fds[1], bytes.baseAddress, min(bytes.count, 60_000))
    close(fds[1])
    let reader = LineReader(fd: fds[0], maxLineBytes: 512, chunkSize: 97)
    var lines = 0
    while true {
      if reader.hasBufferedLine {
        reader.withNextLine { core.receive($0) }
        lines += 1
        continue
      }
      guard (try? reader.fill()) == true else { break }
    }
    while reader.hasBufferedLine {
      reader.withNextLine { core.receive($0) }
      lines += 1
    }
    close(fds[0])
    return Outcome(lines: lines, messages: sink.messages)
  }

  /// Checks what the host writes: every message must parse back as JSON.
  final class CheckingSink: MessageSink {
    let parser = JSONParser()
    var messages = 0

    @discardableResult func send(_ message: JSONValue) -> Delivery {
      let bytes = JSONSerializer.bytes(message)
      guard (try? parser.parse(bytes)) != nil else { fatalError("the host wrote invalid JSON: \(bytes)") }
      messages += 1
      return .written(bytes: bytes.count + 1)
    }
  }

  /// The fuzzed modules start no effects that matter; drop them.
  final class DroppingScheduler: EffectScheduler {
    func schedule(_ work: EffectWork, for view: ViewID) {}
    func cancelEffects(of view: ViewID) {}
  }

  struct CounterLaunch: LaunchPolicy {
    func launchDestination() -> Destination { Destination(CounterModule.key) }
  }
}
