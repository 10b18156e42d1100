import ViperKit

/// `{"module": "jobs", "title": "Jobs"}`: the module by its name.
extension HomeEntry: Codable {
  enum CodingKeys: String, CodingKey {
    case module, title
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      module: ModuleName(try container.decode(String.self, forKey: .module)),
      title: try container.decode(String.self, forKey: .title))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(module.rawValue, forKey: .module)
    try container.encode(title, forKey: .title)
  }
}
