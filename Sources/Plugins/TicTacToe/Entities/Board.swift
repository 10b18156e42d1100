/// Nine cells, numbered 1 … 9 row by row.
public struct Board: Equatable, Sendable, Codable {
  public static let cells = 1...9
  private var marks: [Mark?] = Array(repeating: nil, count: 9)

  public init() {}

  public subscript(cell: Int) -> Mark? {
    get { marks[cell - 1] }
    set { marks[cell - 1] = newValue }
  }

  public var freeCells: [Int] { Self.cells.filter { self[$0] == nil } }

  /// The three rows, three columns and two diagonals.
  static let lines = [[1, 2, 3], [4, 5, 6], [7, 8, 9], [1, 4, 7], [2, 5, 8], [3, 6, 9], [1, 5, 9], [3, 5, 7]]

  /// The mark that holds a whole line, if any.
  public var winner: Mark? {
    for line in Self.lines {
      if let mark = self[line[0]], line.allSatisfy({ self[$0] == mark }) { return mark }
    }
    return nil
  }
}
