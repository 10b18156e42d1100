@testable import Jobs

/// The jobs the tests use: one open, one already applied.
extension Job {
  static let ios = Job(id: JobID(1), name: "iOS Engineer", applied: false)
  static let qa = Job(id: JobID(2), name: "QA Engineer", applied: true)
}
