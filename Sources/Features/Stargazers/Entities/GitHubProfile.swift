/// What `GET users/{login}` adds to a stargazer.
public struct GitHubProfile: Hashable, Codable, Sendable {
  public let login: Login
  public let name: String?
  public let publicRepos: Int?
  public let followers: Int?

  public init(login: Login, name: String?, publicRepos: Int?, followers: Int?) {
    self.login = login
    self.name = name
    self.publicRepos = publicRepos
    self.followers = followers
  }
}
