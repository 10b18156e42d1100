@testable import Stargazers

/// Answers whether avatars show as the test says.
struct AvatarVisibilityStub: AvatarVisibility {
  var shows: Bool

  func showsAvatars() -> Bool { shows }
}
