import Stargazers
import ViperKit

/// The picker as a pure state machine: the typed text, whether its problem
/// shows, and the recent repositories.
///
/// A problem shows once the user left the field or submitted, never at the
/// first keystroke: an edit before that only changes the text (its validity
/// follows silently). From then on the problem follows the text at every
/// keystroke: fixing the name clears it, breaking it again shows the new one.
/// The typed text is part of a snapshot (it is no secret); the recent list is
/// read again from the database on restore.
public struct RepositoryInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = RepositoryIntent
  public typealias Result = RepositoryResult
  public typealias Effect = RepositoryEffect

  public enum Route: Hashable, Sendable {
    case stargazers(RepositoryName)
  }

  /// The one text field, sent under its raw value (a ViperKit `TextFieldKey`).
  public enum Field: String, Hashable, Codable, Sendable, CaseIterable, TextFieldKey {
    case repository
  }

  public var text: String
  /// Whether the field's problem shows: once left, or after a submit (a ViperKit `FormProgress`).
  public var progress: FormProgress<Field>
  /// Most recent first.
  public var recent: [RepositoryName]
  /// What went wrong last, shown until the user dismisses it.
  public var failure: RepositoryFailure?

  public init(
    text: String = "", progress: FormProgress<Field> = FormProgress(), recent: [RepositoryName] = [],
    failure: RepositoryFailure? = nil
  ) {
    self.text = text
    self.progress = progress
    self.recent = recent
    self.failure = failure
  }

  /// Why the text is not a repository, whether it shows or not.
  public var problem: RepositoryNameProblem? { RepositoryNameProblem(of: text) }

  /// The problem the user sees: once they left the field or submitted.
  public var shownProblem: RepositoryNameProblem? { progress.shows(.repository) ? problem : nil }

  public mutating func start() -> Transition<RepositoryEffect, Route> { .effect(.loadRecent) }

  /// Back from the stargazers: the list is read again.
  public mutating func resume() -> Transition<RepositoryEffect, Route> { .effect(.loadRecent) }

  public mutating func restored() -> Transition<RepositoryEffect, Route> { .effect(.loadRecent) }

  public mutating func handle(_ event: ModuleEvent<RepositoryIntent, RepositoryResult>)
    -> Transition<RepositoryEffect, Route>
  {
    switch event {
    case .intent(.edited(let text, let left)):
      self.text = text
      progress.edited(.repository, leaving: left)
    case .intent(.submitted):
      progress.submit()
      guard let repository = RepositoryName(text) else { return .none }
      return open(repository)
    case .intent(.recentSelected(let repository)):
      return open(repository)
    case .intent(.alertDismissed):
      failure = nil
    case .result(.recentLoaded(let list)):
      recent = list
    case .result(.recentFailed(let failure)):
      self.failure = failure
    }
    return .none
  }

  /// Opens the stargazers of `repository` and remembers it; the list shows
  /// it first at once, and takes the database's list when that answers.
  private mutating func open(_ repository: RepositoryName) -> Transition<RepositoryEffect, Route> {
    recent = RecentRepositories.opening(repository, after: recent)
    return Transition(effects: [.remember(repository)], route: .stargazers(repository))
  }
}
