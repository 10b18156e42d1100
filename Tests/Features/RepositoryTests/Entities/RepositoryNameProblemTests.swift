import Stargazers
import Testing

@testable import Repository

/// GitHub's naming rules as the picker words them: the first problem of a
/// text, and none exactly when Stargazers would take it as its input.
@Suite("Repository name problems")
struct RepositoryNameProblemTests {
  static let cases: [(String, RepositoryNameProblem?)] = [
    ("", .empty),
    ("octocat", .notOwnerSlashName),
    ("a/b/c", .notOwnerSlashName),
    ("/name", .owner),
    ("-octo/x", .owner),
    ("octo-/x", .owner),
    ("oc--to/x", .owner),
    ("oc_to/x", .owner),
    (String(repeating: "a", count: 40) + "/x", .owner),
    (String(repeating: "a", count: 39) + "/x", nil),
    ("oc-to/x", nil),
    ("octocat/", .name),
    ("octocat/.", .name),
    ("octocat/..", .name),
    ("octocat/a b", .name),
    ("octocat/héllo", .name),
    ("octocat/" + String(repeating: "n", count: 101), .name),
    ("octocat/" + String(repeating: "n", count: 100), nil),
    ("octocat/...", nil),
    ("octocat/.github", nil),
    ("Kuniwak/MirrorDiffKit", nil),
    ("a/a_b-c.d", nil),
    (" octocat/x", .owner),
    ("octocat/x ", .name),
  ]

  @Test(arguments: cases)
  func theFirstProblem(_ text: String, _ problem: RepositoryNameProblem?) {
    #expect(RepositoryNameProblem(of: text) == problem)
    // The picker accepts exactly what Stargazers takes.
    #expect((RepositoryName(text) == nil) == (problem != nil))
  }
}
