import ViperKit

/// A person's id in the users API.
public typealias UserID = Tagged<User, Int>

/// A person the roulette can pick.
public struct User: Hashable, Sendable, Codable {
  public let id: UserID
  public let name: String
  public let username: String
  public let email: String
  public let companyName: String?

  public init(id: UserID, name: String, username: String, email: String, companyName: String?) {
    self.id = id
    self.name = name
    self.username = username
    self.email = email
    self.companyName = companyName
  }
}
