/// The nine cells in order, each `"X"`, `"O"` or `null` (free).
extension Board: Codable {
  public init(from decoder: any Decoder) throws {
    let marks = try decoder.singleValueContainer().decode([Mark?].self)
    guard marks.count == Self.cells.count else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "must hold 9 cells, not \(marks.count)"))
    }
    self.init()
    for (cell, mark) in zip(Self.cells, marks) { self[cell] = mark }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Self.cells.map { self[$0] })
  }
}
