import ViperKit

/// Each field's problem worded once it shows (left, or submitted); the
/// choices' options titled as every to-do screen titles them; a failed save
/// as the form's message.
public struct TodoAddPresenter: Presenter {
  public init() {}

  public func present(_ state: TodoAddInteractor) -> TodoAddViewModel {
    let problems = state.shownProblems
    return TodoAddViewModel(
      title: "New to-do",
      titleField: .init(
        label: "Title", value: state.title, error: problems[.title].map(Self.words), placeholder: "What needs doing?"),
      titleLimit: TodoDraft.titleLimit,
      priorityLabel: "Priority",
      priorities: TodoPriority.allCases.map { .init(value: $0, title: TodoWording.title($0)) },
      priority: state.priority,
      tagsLabel: "Tags",
      tagOptions: TodoTag.allCases.map { .init(value: $0, title: TodoWording.title($0)) },
      tags: state.tags,
      due: .init(label: "Due date", value: state.due, error: problems[.due].map(Self.words)),
      earliestDue: TodoDraft.earliestDue, latestDue: TodoDraft.latestDue,
      at: .init(label: "Time", value: state.at, error: problems[.at].map(Self.words)),
      submitTitle: "Add", pending: state.isSaving, message: state.failure?.formMessage)
  }

  static func words(_ problem: TodoAddInteractor.Problem) -> String {
    switch problem {
    case .missingTitle: "Enter a title"
    case .timeWithoutDate: "A time needs a due date"
    }
  }
}
