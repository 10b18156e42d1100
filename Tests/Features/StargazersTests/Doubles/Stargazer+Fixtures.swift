@testable import Stargazers

/// Stargazers `user<n>` with ids `n` and avatars `https://a/<n>`.
func gazers(_ ids: ClosedRange<Int>) -> [Stargazer] {
  ids.map { Stargazer(id: StargazerID($0), login: Login("user\($0)"), avatarURL: AvatarURL("https://a/\($0)")) }
}

func gazer(_ id: Int) -> Stargazer { gazers(id...id)[0] }

let repo = RepositoryName("Kuniwak/MirrorDiffKit")!
