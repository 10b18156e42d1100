/// How every to-do screen words a to-do's parts: the same titles on the
/// form's options, the list's subtitles and the detail.
public enum TodoWording {
  public static func title(_ priority: TodoPriority) -> String {
    switch priority {
    case .low: "Low"
    case .normal: "Normal"
    case .high: "High"
    }
  }

  public static func title(_ tag: TodoTag) -> String {
    switch tag {
    case .home: "Home"
    case .work: "Work"
    case .errand: "Errand"
    }
  }

  /// "2026-03-01 at 09:30", "2026-03-01", "at 09:30"; nil when neither is set.
  public static func due(_ todo: Todo) -> String? {
    switch (todo.due, todo.at) {
    case (let day?, let time?): "\(day) at \(time)"
    case (let day?, nil): day
    case (nil, let time?): "at \(time)"
    case (nil, nil): nil
    }
  }

  /// The question before deleting: `Delete “Buy milk”?`.
  public static func deleteQuestion(_ todo: Todo) -> String { deleteQuestion(title: todo.title) }
  public static func deleteQuestion(title: String) -> String { "Delete “\(title)”?" }

  /// What a confirmation says after its question.
  public static let cannotBeUndone = "This cannot be undone."
  public static let keep = "Keep"
  public static let delete = "Delete"
}
