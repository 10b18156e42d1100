import Networking

/// `GET {base}/repos/{owner}/{repo}/stargazers?page={n}&per_page=10` (`StargazerPage.size`) and
/// `GET {base}/users/{login}`; unknown fields are ignored. Every segment made
/// from data is percent-encoded, so no name can change the path. The token
/// the credentials give at each request goes in the Authorization header, to
/// the origin of `base` only (it is never logged).
public struct HTTPGitHubGateway: GitHubGateway {
  private struct StargazerDTO: Decodable {
    let id: Int
    let login: String
    let avatarURL: String

    enum CodingKeys: String, CodingKey {
      case id, login
      case avatarURL = "avatar_url"
    }
  }

  private struct ProfileDTO: Decodable {
    let login: String
    let name: String?
    let publicRepos: Int?
    let followers: Int?

    enum CodingKeys: String, CodingKey {
      case login, name, followers
      case publicRepos = "public_repos"
    }
  }

  private let transport: any HTTPTransport
  private let credentials: any GitHubCredentials
  private let base: String

  /// `base`: the API root (e.g. `https://api.github.com`); paths are appended.
  public init(transport: any HTTPTransport, base: String, credentials: any GitHubCredentials) {
    self.transport = transport
    self.credentials = credentials
    self.base = base.hasSuffix("/") ? String(base.dropLast()) : base
  }

  /// With one token for the gateway's lifetime (or none).
  public init(transport: any HTTPTransport, base: String, token: String? = nil) {
    self.init(transport: transport, base: base, credentials: FixedGitHubToken(token))
  }

  /// The endpoint with the token the credentials give now.
  private var endpoint: JSONEndpoint {
    var credential: JSONEndpoint.Credential?
    if let token = credentials.token(), !token.isEmpty, let origin = URLOrigin(base) {
      credential = .init(token: token, origin: origin)
    }
    return JSONEndpoint(
      transport: transport, headers: ["Accept": "application/vnd.github+json"], credential: credential)
  }

  public func stargazers(of repository: RepositoryName, page: Int) async throws(StargazersFailure) -> [Stargazer] {
    let owner = URLPath.segment(repository.owner)
    let name = URLPath.segment(repository.name)
    let url = "\(base)/repos/\(owner)/\(name)/stargazers?page=\(page)&per_page=\(StargazerPage.size)"
    do {
      return try await endpoint.get(url, as: [StargazerDTO].self).map {
        Stargazer(id: StargazerID($0.id), login: Login($0.login), avatarURL: AvatarURL($0.avatarURL))
      }
    } catch {
      throw StargazersFailure(error)
    }
  }

  public func profile(of login: Login) async throws(StargazersFailure) -> GitHubProfile {
    do {
      let dto = try await endpoint.get("\(base)/users/\(URLPath.segment(login.rawValue))", as: ProfileDTO.self)
      return GitHubProfile(
        login: Login(dto.login), name: dto.name, publicRepos: dto.publicRepos, followers: dto.followers)
    } catch {
      throw StargazersFailure(error)
    }
  }
}
