/// What the user sends with an application (the `job-apply` form), saved in
/// the database beside the applied job.
public struct Application: Hashable, Sendable, Codable {
  public var job: JobID
  public var name: String
  public var email: String
  public var coverLetter: String
  /// Whether the employer may see the user's GitHub login.
  public var shareGitHubLogin: Bool

  public init(job: JobID, name: String, email: String, coverLetter: String, shareGitHubLogin: Bool) {
    self.job = job
    self.name = name
    self.email = email
    self.coverLetter = coverLetter
    self.shareGitHubLogin = shareGitHubLogin
  }

  /// The board's (deliberately simple) rule for an email address: no spaces,
  /// exactly one "@" with text before it, and after it a domain with a dot
  /// that has text on both sides ("ada@example.org"; not "ada@example",
  /// "ada@.org", "ada@example.", "@example.org", "a@b@c.org").
  public static func isPlausibleEmail(_ text: String) -> Bool {
    guard !text.contains(where: \.isWhitespace) else { return false }
    let parts = text.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty else { return false }
    let labels = parts[1].split(separator: ".", omittingEmptySubsequences: false)
    return labels.count >= 2 && labels.allSatisfy { !$0.isEmpty }
  }
}
