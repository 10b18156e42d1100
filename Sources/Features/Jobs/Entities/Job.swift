import ViperKit

/// A job's id on the job board.
public typealias JobID = Tagged<Job, Int>

/// A job and whether the user applied to it.
public struct Job: Hashable, Sendable, Codable {
  public let id: JobID
  public let name: String
  public var applied: Bool

  public init(id: JobID, name: String, applied: Bool) {
    self.id = id
    self.name = name
    self.applied = applied
  }
}

/// An error as the job screens show it.
public struct JobsAlert: Hashable, Sendable, Codable {
  public var title: String
  public var message: String

  public init(title: String, message: String) {
    self.title = title
    self.message = message
  }
}
