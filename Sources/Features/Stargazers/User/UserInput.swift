import JSONValue
import ViperKit

/// The stargazer a user screen opens with. From the wire, the API's shape:
/// `{"id": 1, "login": "octocat", "avatar_url": "https://…"}`.
public struct UserInput: EncodableModuleInput, Equatable {
  public var stargazer: Stargazer

  public init(stargazer: Stargazer) { self.stargazer = stargazer }

  public init(json: JSONValue?) throws(InputError) {
    let wire = try JSONValueDecoder.decodeInput(Wire.self, from: json)
    guard Login(wire.login).isValid else {
      throw InputError(
        "\"\(wire.login)\" is not a GitHub login (1-39 letters, digits or single hyphens, no hyphen at either end)")
    }
    stargazer = Stargazer(id: StargazerID(wire.id), login: Login(wire.login), avatarURL: AvatarURL(wire.avatar_url))
  }

  /// The API's shape, decoded by the kit's one rule.
  private struct Wire: Decodable {
    var id: Int
    var login: String
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var avatar_url: String
  }

  public var json: JSONValue {
    [
      "id": .int(Int64(stargazer.id.rawValue)), "login": .string(stargazer.login.rawValue),
      "avatar_url": .string(stargazer.avatarURL.rawValue),
    ]
  }
}

extension UserInput {
  public static var schema: JSONValue? {
    [
      "type": "object",
      "properties": ["id": ["type": "integer"], "login": ["type": "string"], "avatar_url": ["type": "string"]],
      "required": ["id", "login", "avatar_url"],
    ]
  }
}
