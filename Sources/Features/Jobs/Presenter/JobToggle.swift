/// The apply/withdraw toggle a job shows, on its list row (a quick apply)
/// and on its detail (where apply reads "Apply…": it opens the form): what it
/// does (the view adapter picks the action name) and what it reads.
public struct JobToggle: Equatable, Sendable {
  public enum Act: Equatable, Sendable {
    case apply
    case withdraw
  }

  public var act: Act
  public var title: String

  public init(act: Act, title: String) {
    self.act = act
    self.title = title
  }

  /// `Apply` for a job the user has not applied to, `Remove application`
  /// for one they have.
  public init(for job: Job) {
    self = job.applied ? JobToggle(act: .withdraw, title: "Remove application") : JobToggle(act: .apply, title: "Apply")
  }
}
