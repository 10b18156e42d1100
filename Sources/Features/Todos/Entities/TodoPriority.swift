/// How much a to-do matters.
public enum TodoPriority: String, Hashable, Sendable, Codable, CaseIterable {
  case low, normal, high
}
