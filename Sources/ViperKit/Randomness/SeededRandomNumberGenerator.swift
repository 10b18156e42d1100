/// A reproducible random number generator (SplitMix64): the host seeds it
/// from `--seed`, so every random choice of a run can be replayed.
public struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// Written as its state in hex (`"9e3779b97f4a7c15"`): a snapshot of a
/// screen holding a generator goes on picking as the screen would have. A
/// string, not a number: the state is a whole `UInt64`, beyond JSON's exact
/// integers for many readers.
extension SeededRandomNumberGenerator: Codable {
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let state = UInt64(text, radix: 16) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "must be a generator's state in hex, not \"\(text)\""))
    }
    self.state = state
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(String(state, radix: 16))
  }
}
