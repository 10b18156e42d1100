import Testing

@testable import Jobs

/// The board's email rule: one "@" with text before it, a dot in the domain
/// with text on both sides, no spaces.
@Suite("Application")
struct ApplicationTests {
  @Test(arguments: ["ada@example.org", "a.b+c@mail.example.co.uk", "x@y.z"])
  func plausibleAddresses(text: String) {
    #expect(Application.isPlausibleEmail(text))
  }

  @Test(arguments: [
    "", "ada", "ada@", "@example.org", "ada@example", "ada@.org", "ada@example.", "ada@example..org",
    "a@b@c.org", "ada @example.org", "ada@exam ple.org",
  ])
  func implausibleAddresses(text: String) {
    #expect(!Application.isPlausibleEmail(text))
  }
}
