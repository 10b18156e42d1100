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
