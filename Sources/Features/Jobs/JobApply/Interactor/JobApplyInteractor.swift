import ViperKit

/// The application form as a state machine: what the user typed (kept in
/// the snapshot, so a restored form shows it), which fields may show their
/// problem (left, or all after a submit), and the save. A valid submit asks
/// for `submitApplication` and waits; saved, it routes back to the job; a
/// failure keeps every value and says why.
public struct JobApplyInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = JobApplyIntent
  public typealias Result = JobsResult
  public typealias Effect = JobsEffect

  public enum Route: Hashable, Sendable {
    case backToJob
  }

  /// The text fields, each sent under its raw value.
  public enum Field: String, Hashable, Codable, Sendable, CaseIterable, TextFieldKey {
    case name, email
    case coverLetter = "cover-letter"
  }

  /// What is wrong with a field's value (the presenter words it).
  public enum Problem: Hashable, Sendable {
    case missing
    /// Not an address by `Application.isPlausibleEmail`.
    case notAnEmail
  }

  /// The most characters (Unicode scalars, as the host counts) a cover letter has.
  public static let coverLetterLimit = 2000

  public let job: JobID
  public let jobName: String
  public internal(set) var name = ""
  public internal(set) var email = ""
  public internal(set) var coverLetter = ""
  public internal(set) var shareGitHubLogin = false
  /// Which problems show: of the fields left, or all after a submit.
  public internal(set) var progress = FormProgress<Field>()
  public internal(set) var isSaving = false
  /// Why the last save failed, until the next submit.
  public internal(set) var failure: JobsFailure?

  public init(job: JobID, jobName: String) {
    self.job = job
    self.jobName = jobName
  }

  public func value(_ field: Field) -> String {
    switch field {
    case .name: name
    case .email: email
    case .coverLetter: coverLetter
    }
  }

  /// What stops the form from being sent, per field (shown or not).
  public var problems: [Field: Problem] {
    var problems: [Field: Problem] = [:]
    if name.trimmed.isEmpty { problems[.name] = .missing }
    if email.trimmed.isEmpty {
      problems[.email] = .missing
    } else if !Application.isPlausibleEmail(email.trimmed) {
      problems[.email] = .notAnEmail
    }
    return problems
  }

  /// The problems the user should see now: of fields left, or all after a submit.
  public var shownProblems: [Field: Problem] { progress.shown(problems) }

  /// What a submit saves: the name and address without surrounding spaces.
  public var application: Application {
    Application(
      job: job, name: name.trimmed, email: email.trimmed, coverLetter: coverLetter,
      shareGitHubLogin: shareGitHubLogin)
  }

  public mutating func start() -> Transition<JobsEffect, Route> { .none }

  /// Rebuilt while a save was under way: it may or may not have happened, so
  /// it is sent again (saving an application twice keeps one).
  public mutating func restored() -> Transition<JobsEffect, Route> {
    isSaving ? .effect(.submitApplication(application)) : .none
  }

  public mutating func handle(_ event: ModuleEvent<JobApplyIntent, JobsResult>) -> Transition<JobsEffect, Route> {
    switch event {
    case .intent(.edited(let field, let text, let left)):
      guard !isSaving else { return .none }
      progress.edited(field, leaving: left)
      switch field {
      case .name:
        name = text
      case .email:
        email = text
      case .coverLetter where text.unicodeScalars.count <= Self.coverLetterLimit:
        coverLetter = text
      case .coverLetter:
        break  // too long: refused, the letter stays as it was
      }
    case .intent(.shareFlipped(let on)):
      guard !isSaving else { return .none }
      shareGitHubLogin = on
    case .intent(.submitted):
      guard !isSaving else { return .none }
      progress.submit()
      failure = nil
      guard problems.isEmpty else { return .none }
      isSaving = true
      return .effect(.submitApplication(application))
    case .result(.applicationSaved(let id, applied: true)) where id == job && isSaving:
      isSaving = false
      return .route(.backToJob)
    case .result(.applicationFailed(let id, let failure)) where id == job && isSaving:
      isSaving = false
      self.failure = failure
    case .result(.applicationSaved), .result(.applicationFailed):
      break  // not this form's save (it asks for no other)
    case .result(.jobsLoaded), .result(.downloadFailed), .result(.applicationsLoaded),
      .result(.applicationsLoadFailed):
      break  // the list's and the detail's effects: the form never asks for them
    }
    return .none
  }
}

extension String {
  fileprivate var trimmed: String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
