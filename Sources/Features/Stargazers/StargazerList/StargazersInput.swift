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
