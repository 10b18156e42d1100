/// Written as its text, `"owner/name"`, and read back only when valid.
extension RepositoryName: Codable {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let name = RepositoryName(text) else {
      throw DecodingError.dataCorrupted(
        .init(
          codingPath: decoder.codingPath, debugDescription: "\"\(text)\" is not a repository of the form owner/name"))
    }
    self = name
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
