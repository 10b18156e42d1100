import Stargazers

extension RepositoryName {
  static func named(_ text: String) -> RepositoryName {
    guard let name = RepositoryName(text) else { preconditionFailure("\(text) is no repository") }
    return name
  }

  static let mirror = named("Kuniwak/MirrorDiffKit")
  static let hello = named("octocat/Hello-World")
  static let swift = named("apple/swift")
}
