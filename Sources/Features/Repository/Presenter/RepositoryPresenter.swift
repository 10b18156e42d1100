import ViperKit

/// The field with its problem worded (once the user left it or submitted),
/// the recent repositories, and the last failure as an alert.
public struct RepositoryPresenter: Presenter {
  public init() {}

  public func present(_ state: RepositoryInteractor) -> RepositoryViewModel {
    RepositoryViewModel(
      title: "Repository", text: state.text, fieldLabel: "Repository (owner/name)", placeholder: "owner/name",
      error: state.shownProblem.map(Self.words), submitTitle: "Show stargazers",
      recentHeading: state.recent.isEmpty ? "Repositories you open are listed here." : "Recently opened",
      rows: state.recent.map { RepositoryViewModel.Row(repository: $0.description) },
      alert: state.failure?.alert, dismissTitle: "OK")
  }

  static func words(_ problem: RepositoryNameProblem) -> String {
    switch problem {
    case .empty: "Enter a repository as owner/name"
    case .notOwnerSlashName: "A repository is owner/name, with one “/”"
    case .owner: "The owner has 1–39 letters, digits or single hyphens, and no hyphen first or last"
    case .name: "The name has 1–100 letters, digits, “.”, “-” or “_”, and is not “.” or “..”"
    }
  }
}
