import Testing

@testable import Wire

#if canImport(Glibc)
  import Glibc
#endif

/// Feeds bytes through a real pipe and collects what the reader hands out.
func readLines(_ chunks: [[UInt8]], maxLineBytes: Int = 16, chunkSize: Int = 8) throws -> [String] {
  var fds: [Int32] = [0, 0]
  #expect(pipe(&fds) == 0)
  let reader = LineReader(fd: fds[0], maxLineBytes: maxLineBytes, chunkSize: chunkSize)
  var lines: [String] = []
  func drain() {
    while let line = reader.withNextLine({ input -> String in
      switch input {
      case .line(let bytes): "line:" + String(decoding: bytes, as: UTF8.self)
      case .overlong(let count): "overlong:\(count)"
      }
    }) {
      lines.append(line)
    }
  }
  for chunk in chunks {
    _ = chunk.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) }
    while reader.hasBufferedLine { drain() }
    // Read what this chunk delivered (in as many reads as it takes).
    var pending = chunk.count
    while pending > 0 {
      var poller = pollfd(fd: fds[0], events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 0) > 0 else { break }
      let before = lines.count
      _ = try reader.fill()
      drain()
      pending -= 1
      _ = before
    }
  }
  close(fds[1])
  while try reader.fill() { drain() }
  drain()
  close(fds[0])
  return lines
}

@Suite("Line reader")
struct LineReaderTests {
  @Test func splitsLinesAndStripsCarriageReturns() throws {
    let lines = try readLines([Array("a\nbb\r\n\nccc\n".utf8)])
    #expect(lines == ["line:a", "line:bb", "line:", "line:ccc"])
  }

  @Test func joinsLinesSplitAcrossReads() throws {
    let lines = try readLines([Array("abc".utf8), Array("def\ng".utf8), Array("h\n".utf8)])
    #expect(lines == ["line:abcdef", "line:gh"])
  }

  @Test func aLastLineWithoutNewlineCounts() throws {
    #expect(try readLines([Array("a\nlast".utf8)]) == ["line:a", "line:last"])
  }

  @Test func anOverlongLineIsDiscardedAndTheNextLineServed() throws {
    let long = String(repeating: "x", count: 40)
    let lines = try readLines([Array("ok\n\(long)\nnext\n".utf8)])
    #expect(lines == ["line:ok", "overlong:40", "line:next"])
  }

  @Test func anOverlongLineArrivingInPiecesIsCountedWhole() throws {
    let pieces = (0..<10).map { _ in Array("0123456789".utf8) }
    let lines = try readLines(pieces + [Array("\nafter\n".utf8)])
    #expect(lines == ["overlong:100", "line:after"])
  }

  @Test func aLineOfExactlyTheLimitIsAccepted() throws {
    let exact = String(repeating: "y", count: 16)
    #expect(try readLines([Array("\(exact)\r\n".utf8)]) == ["line:\(exact)"])
  }

  @Test func anOverlongLastLineAtEndOfInput() throws {
    let long = String(repeating: "z", count: 30)
    #expect(try readLines([Array(long.utf8)]) == ["overlong:30"])
  }
}
