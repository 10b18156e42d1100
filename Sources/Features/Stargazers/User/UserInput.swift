import JSONValue
import ViperKit

/// The stargazer a user screen opens with. From the wire, the API's shape:
/// `{"id": 1, "login": "octocat", "avatar_url": "https://…"}`.
public struct UserInput: ModuleInput, Equatable {
  public var stargazer: Stargazer

  public init(stargazer: Stargazer) { self.stargazer = stargazer }

  public init(json: JSONValue?) throws(InputError) {
    guard let id = json?["id"]?.intValue, let login = json?["login"]?.stringValue,
      let avatar = json?["avatar_url"]?.stringValue
    else { throw InputError("expected {\"id\": number, \"login\": string, \"avatar_url\": string}") }
    guard Login(login).isValid else {
      throw InputError(
        "\"\(login)\" is not a GitHub login (1-39 letters, digits or single hyphens, no hyphen at either end)")
    }
    stargazer = Stargazer(id: StargazerID(Int(id)), login: Login(login), avatarURL: AvatarURL(avatar))
  }
}
