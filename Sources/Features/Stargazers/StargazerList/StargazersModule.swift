import JSONValue
import ViperKit

/// `{"repository": "owner/name"}`; absent: the default repository.
public struct StargazersInput: ModuleInput, Equatable {
  public var repository: RepositoryName

  public init(repository: RepositoryName = .default) { self.repository = repository }

  public init(json: JSONValue?) throws(InputError) {
    guard let json, json != .null, json.objectValue?.count != 0 else {
      repository = .default
      return
    }
    guard let text = json["repository"]?.stringValue else {
      throw InputError("expected {\"repository\": \"owner/name\"}")
    }
    guard let repository = RepositoryName(text) else {
      throw InputError(
        "\"\(text)\" is not a repository of the form owner/name (owner: 1-39 letters, digits or single hyphens; "
          + "name: 1-100 letters, digits, '.', '_' or '-', not '.' or '..')")
    }
    self.repository = repository
  }
}

/// The stargazers plugin (`stargazers`).
public struct StargazersModule: ScreenModule {
  public static let key = ModuleKey<StargazersInput>("stargazers")

  public let manifest = ModuleManifest(name: key.name, title: "Stargazers", version: "1.0.0", listedOnHome: true)
  private let effects: StargazersEffectHandler

  public init(effects: StargazersEffectHandler) { self.effects = effects }

  public func makeScreen(input: ScreenInput) throws(InputError) -> any Screen {
    let input = try input.decode(as: StargazersInput.self)
    return VIPERScreen(
      interactor: StargazersState(repository: input.repository), presenter: StargazersPresenter(),
      viewAdapter: StargazersViewAdapter(), router: StargazersRouter(), effectHandler: effects)
  }
}
