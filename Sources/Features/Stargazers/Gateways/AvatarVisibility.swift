/// Whether the stargazers list shows its rows' avatars, asked when a list
/// opens (the composition root answers from the settings).
public protocol AvatarVisibility: Sendable {
  func showsAvatars() -> Bool
}

/// Avatars always shown: the list as it was before it could be told otherwise.
public struct AlwaysShowAvatars: AvatarVisibility {
  public init() {}

  public func showsAvatars() -> Bool { true }
}
