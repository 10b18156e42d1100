import JSONValue
import Logging
import Testing
import Wire

@testable import Host

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The sink writes a full buffer out at once, and only after the loop's
/// hook ran (the session is saved before what shows it goes out); it
/// reports a message too large instead of writing it.
@Suite("WriterSink")
struct WriterSinkTests {
  final class Pipe {
    let read: Int32
    let write: Int32
    init() {
      var fds: [Int32] = [0, 0]
      precondition(pipe(&fds) == 0)
      read = fds[0]
      write = fds[1]
    }
    deinit {
      close(read)
      close(write)
    }
  }

  @Test func aFullBufferIsFlushedAfterTheHookRan() {
    let pipe = Pipe()
    let writer = LineWriter(fd: pipe.write, highWater: 64)
    let sink = WriterSink(writer: writer, maxMessageBytes: 4096, tap: nil, logger: Logger(label: "test"))
    var pendingAtHook: [Int] = []
    sink.willFlushWhenFull = { pendingAtHook.append(writer.pendingBytes) }
    #expect(sink.send(["a": 1]) == .written(bytes: 8))
    #expect(pendingAtHook.isEmpty && writer.pendingBytes == 8)
    let long: JSONValue = ["text": .string(String(repeating: "x", count: 100))]
    guard case .written = sink.send(long) else {
      Issue.record("not written")
      return
    }
    #expect(pendingAtHook.count == 1 && pendingAtHook[0] > 64, "the hook ran before the bytes went out")
    #expect(writer.pendingBytes == 0)
  }

  @Test func aMessageOverTheLimitIsReportedNotWritten() {
    let pipe = Pipe()
    let writer = LineWriter(fd: pipe.write)
    let sink = WriterSink(writer: writer, maxMessageBytes: 10, tap: nil, logger: Logger(label: "test"))
    #expect(sink.send(["text": "longer than ten"]) == .tooLarge(bytes: 26))
    #expect(writer.pendingBytes == 0)
  }
}
