/// `{"storage": "reason"}` or `{"gateway": {"offline": {}}}` (the request's
/// failure as Swift writes an enum): the roulette's snapshot keeps its
/// alert, in the shape saved sessions already hold.
extension PeopleRouletteFailure: Codable {
  enum CodingKeys: String, CodingKey {
    case gateway, storage
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let reason = try container.decodeIfPresent(String.self, forKey: .storage) {
      self = .storage(reason)
    } else {
      self = .gateway(try container.decode(Request.self, forKey: .gateway))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .storage(let reason): try container.encode(reason, forKey: .storage)
    case .gateway(let request): try container.encode(request, forKey: .gateway)
    }
  }
}
