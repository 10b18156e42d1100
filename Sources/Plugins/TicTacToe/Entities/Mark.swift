/// A player's mark.
public enum Mark: String, Sendable, Equatable, CaseIterable, Codable, CodingKeyRepresentable {
  case x = "X"
  case o = "O"

  public var other: Mark { self == .x ? .o : .x }
}
