import ViperKit

/// The controls' values, the rows, and the question the alert asks. All of
/// it is the saved session (rule 7): a restored screen shows what was chosen.
public struct ControlsBenchInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = ControlsBenchIntent
  public typealias Result = Never
  public typealias Effect = Never
  public typealias Route = Never

  public struct Row: Hashable, Codable, Sendable {
    public var key: String
    public var title: String
    public var done: Bool
  }

  /// What the alert asks before anything is deleted.
  public enum Question: Hashable, Codable, Sendable {
    case deleteRow(String)
    case clearDone
  }

  /// Out of stock: choosing it is refused by keeping the size (rule 2).
  public static let unavailableSize = "l"

  public internal(set) var size: String? = "m"
  public internal(set) var tags: [String] = []
  public internal(set) var due = ""
  public internal(set) var time = ""
  public internal(set) var rows: [Row] = [
    Row(key: "milk", title: "Buy milk", done: false), Row(key: "tax", title: "File the tax return", done: true),
  ]
  public internal(set) var question: Question?
  public internal(set) var opened: String?
  public internal(set) var saved: String?
  /// Rows added so far: the next one's number.
  public internal(set) var added = 0

  public init() {}

  public var anyDone: Bool { rows.contains(where: \.done) }

  public mutating func start() -> Transition<Never, Never> { .none }

  public mutating func handle(_ event: ModuleEvent<ControlsBenchIntent, Never>) -> Transition<Never, Never> {
    guard case .intent(let intent) = event else { return .none }
    switch intent {
    case .sizeChosen(let size) where size != Self.unavailableSize: self.size = size
    case .sizeChosen: break  // kept: the tree that answers the edit has the old size
    case .tagsChosen(let tags): self.tags = tags
    case .dueEdited(let due): self.due = due
    case .timeEdited(let time): self.time = time
    case .doneFlipped(let key, let on):
      if let index = rows.firstIndex(where: { $0.key == key }) { rows[index].done = on }
    case .rowOpened(let key): opened = rows.first { $0.key == key }?.title
    case .deleteTapped(let key): question = .deleteRow(key)
    case .clearDoneTapped: question = .clearDone
    case .confirmed:
      switch question {
      case .deleteRow(let key)?: rows.removeAll { $0.key == key }
      case .clearDone?: rows.removeAll(where: \.done)
      case nil: break
      }
      question = nil
    case .kept: question = nil
    case .addTapped:
      added += 1
      rows.append(Row(key: "added-\(added)", title: "Added \(added)", done: false))
    case .submitted:
      saved = "size=\(size ?? "none") tags=\(tags.joined(separator: "+")) due=\(due) time=\(time)"
    }
    return .none
  }
}
