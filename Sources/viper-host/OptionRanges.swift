import ArgumentParser

/// The ranges every numeric option must be in, checked at start (exit 64
/// with a message naming the option): no value the host cannot use ever
/// reaches it.
enum OptionRanges {
  /// Timeouts, in seconds: finite, at least a millisecond, at most a day.
  static let seconds: ClosedRange<Double> = 0.001...86_400
  /// `--max-line-bytes`: a line must hold a small request; 256 MiB at most.
  static let lineBytes: ClosedRange<Int> = 64...(256 << 20)
  /// `--max-message-bytes`: 1 KiB to 1 GiB.
  static let messageBytes: ClosedRange<Int> = 4096...(1 << 30)
  /// `--history`: entries per view.
  static let historyEntries: ClosedRange<Int> = 1...10_000

  static func check(seconds value: Double, option: String) throws {
    // `contains` is false for NaN, so NaN, ±inf and 1e300 are all refused here.
    guard seconds.contains(value) else {
      throw ValidationError(
        "--\(option) must be a number of seconds from \(format(seconds.lowerBound)) to \(format(seconds.upperBound)), "
          + "got \(value)")
    }
  }

  static func check(bytes value: Int, in range: ClosedRange<Int>, option: String, unit: String = "bytes") throws {
    guard range.contains(value) else {
      throw ValidationError(
        "--\(option) must be from \(range.lowerBound) to \(range.upperBound) \(unit), got \(value)")
    }
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// Sends the token only where it belongs: a value with a control character
/// (a CR or LF would end the header and start another) or anything outside
/// printable ASCII is refused at start, never sent.
enum TokenCheck {
  static func check(_ token: String?) throws {
    guard let token else { return }
    guard token.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
      throw ValidationError(
        "$GITHUB_TOKEN must be printable ASCII without spaces or control characters (a CR or LF would break the "
          + "request); it was not sent")
    }
  }
}
