/// Where a to-do belongs; a to-do has any number of them.
public enum TodoTag: String, Hashable, Sendable, Codable, CaseIterable {
  case home, work, errand

  /// `tags` each once, in the order of `allCases` (the order they are shown and stored in).
  public static func ordered(_ tags: some Sequence<TodoTag>) -> [TodoTag] {
    let wanted = Set(tags)
    return allCases.filter(wanted.contains)
  }
}
