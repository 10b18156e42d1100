import JSONValue
import ViperKit

/// The people a users list shows. From the wire:
/// `{"users": [{"id": 1, "name": "…", "username": "…", "email": "…", "company": {"name": "…"}}]}`.
public struct UsersListInput: ModuleInput, Equatable {
  public var users: [User]

  public init(users: [User]) { self.users = users }

  public init(json: JSONValue?) throws(InputError) {
    guard let list = json?["users"]?.arrayValue else { throw InputError("expected {\"users\": [user…]}") }
    var users: [User] = []
    for item in list { users.append(try User(json: item)) }
    self.users = users
  }
}
