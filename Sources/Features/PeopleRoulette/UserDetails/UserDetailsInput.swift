import JSONValue
import ViperKit

/// The person a details screen shows. From the wire: the user object itself.
public struct UserDetailsInput: EncodableModuleInput, Equatable {
  public var user: User

  public init(user: User) { self.user = user }

  public init(json: JSONValue?) throws(InputError) {
    user = try JSONValueDecoder.decodeInput(User.Wire.self, from: json).user
  }

  public var json: JSONValue { user.wireJSON }
}

extension UserDetailsInput {
  public static var schema: JSONValue? { User.Wire.schema }
}
