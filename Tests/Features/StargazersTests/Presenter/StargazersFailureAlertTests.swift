import Networking
import Testing
import ViperKit

@testable import Stargazers

/// The alerts word a failure themselves (no copy comes from Networking), in
/// the very sentences the screens always showed.
@Suite("Failure alerts")
struct StargazersFailureAlertTests {
  @Test(
    "each failure's alert",
    arguments: [
      (StargazersFailure.offline, "The server cannot be reached."),
      (.timedOut, "The server did not answer in time."),
      (.badStatus(500), "The server answered with status 500."),
      (.unreadable("bad"), "The server's answer could not be read: bad"),
      (.empty, "The server's answer was empty."),
    ])
  func alert(failure: StargazersFailure, message: String) {
    #expect(failure.alert == Alert(title: "Error", message: message))
  }

  @Test(
    "the same sentences as before the move",
    arguments: [GatewayError.offline, .timedOut, .badStatus(404), .unreadable("not JSON"), .empty])
  func unchanged(error: GatewayError) {
    #expect(StargazersFailure(error).alert.message == error.description)
  }
}
