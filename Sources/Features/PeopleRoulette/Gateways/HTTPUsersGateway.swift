import Networking

/// `GET {base}/users`, the shape of jsonplaceholder's `/users`:
/// `{id, name, username, email, company?: {name, catchPhrase}}`; the rest
/// (address, phone, website, …) is ignored.
public struct HTTPUsersGateway: UsersGateway {
  private struct UserDTO: Decodable {
    struct Company: Decodable { let name: String }
    let id: Int
    let name: String
    let username: String
    let email: String
    let company: Company?
  }

  private let endpoint: JSONEndpoint
  private let base: String

  public init(transport: any HTTPTransport, base: String) {
    endpoint = JSONEndpoint(transport: transport)
    self.base = base.hasSuffix("/") ? String(base.dropLast()) : base
  }

  public func users() async throws(PeopleRouletteFailure) -> [User] {
    do {
      return try await endpoint.get("\(base)/users", as: [UserDTO].self).map {
        User(id: UserID($0.id), name: $0.name, username: $0.username, email: $0.email, companyName: $0.company?.name)
      }
    } catch {
      throw .gateway(PeopleRouletteFailure.Request(error))
    }
  }
}
