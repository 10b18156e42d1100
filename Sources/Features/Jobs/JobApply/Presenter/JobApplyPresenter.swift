import ViperKit

/// Titled after the job; each field's problem worded once it shows (left,
/// or submitted); the cover letter's hint counts its characters against the
/// limit ("123/2000"); a failed save as the form's message.
public struct JobApplyPresenter: Presenter {
  public init() {}

  public func present(_ state: JobApplyInteractor) -> JobApplyViewModel {
    let problems = state.shownProblems
    let limit = JobApplyInteractor.coverLetterLimit
    return JobApplyViewModel(
      title: "Apply: \(state.jobName)",
      name: .init(label: "Name", value: state.name, error: problems[.name].map { Self.words($0, .name) }),
      email: .init(
        label: "Email", value: state.email, error: problems[.email].map { Self.words($0, .email) },
        placeholder: "you@example.org"),
      coverLetter: .init(
        label: "Cover letter", value: state.coverLetter,
        hint: "\(state.coverLetter.unicodeScalars.count)/\(limit)", placeholder: "Why this job? (optional)"),
      coverLetterLimit: limit,
      shareLabel: "Share my GitHub login", share: state.shareGitHubLogin,
      submitTitle: "Send application", pending: state.isSaving,
      message: state.failure?.formMessage)
  }

  private static func words(_ problem: JobApplyInteractor.Problem, _ field: JobApplyInteractor.Field) -> String {
    switch (problem, field) {
    case (.missing, .email): "Enter your email address"
    case (.missing, _): "Enter your name"
    case (.notAnEmail, _): "Enter an address like name@example.org"
    }
  }
}
