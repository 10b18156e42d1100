import JSONValue
import ViperKit

/// `{"repository": "owner/name"}`; absent, `null` or `{}`: the default
/// repository.
public struct StargazersInput: EncodableModuleInput, Equatable {
  public var repository: RepositoryName

  public init(repository: RepositoryName = .default) { self.repository = repository }

  public init(json: JSONValue?) throws(InputError) {
    guard let text = try JSONValueDecoder.decodeInput(Wire.self, from: json).repository else {
      repository = .default  // `null`, like absent
      return
    }
    guard let repository = RepositoryName(text) else {
      throw InputError(
        "\"\(text)\" is not a repository of the form owner/name (owner: 1-39 letters, digits or single hyphens; "
          + "name: 1-100 letters, digits, '.', '_' or '-', not '.' or '..')")
    }
    self.repository = repository
  }

  /// The wire's shape, decoded by the kit's one rule.
  private struct Wire: Decodable { var repository: String? }

  public var json: JSONValue { ["repository": .string(repository.description)] }
}

extension StargazersInput {
  public static var schema: JSONValue? {
    [
      "type": "object",
      "properties": ["repository": ["type": "string", "description": "owner/name; absent: Kuniwak/MirrorDiffKit"]],
    ]
  }
}
