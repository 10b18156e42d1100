import Networking
import Testing
import ViperKit
import ViperTesting

@testable import Jobs

/// How every failure reads, from the networking layer's error to the alert:
/// the gateway classifies, the presenters word it.
@Suite("Job board failures as alerts")
struct JobsFailureAlertTests {
  @Test(
    "every gateway error, as the user reads it",
    arguments: [
      (GatewayError.offline, "Network Offline", "The server cannot be reached."),
      (.timedOut, "Network Offline", "The server did not answer in time."),
      (.badStatus(500), "Request Failure", "The server answered with status 500."),
      (.unreadable("not JSON"), "Request Failure", "The server's answer could not be read: not JSON"),
      (.empty, "Request Failure", "The server's answer was empty."),
    ])
  func gatewayErrors(error: GatewayError, title: String, message: String) {
    #expect(JobsFailure(error).alert == Alert(title: title, message: message))
  }

  @Test func aStorageFailureIsTheDatabases() {
    #expect(
      JobsFailure.storage(detail: "disk I/O error").alert
        == Alert(title: "Storage Failure", message: "Could not use the local database: disk I/O error"))
  }
}
