import Networking

/// `{"storage": "reason"}` or `{"gateway": {"offline": {}}}` (a gateway
/// error as Swift writes an enum): the roulette's snapshot keeps its alert.
extension UsersDownloadFailure: Codable {
  enum CodingKeys: String, CodingKey {
    case gateway, storage
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let reason = try container.decodeIfPresent(String.self, forKey: .storage) {
      self = .storage(reason)
    } else {
      self = .gateway(try container.decode(GatewayErrorCoding.self, forKey: .gateway).error)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .storage(let reason): try container.encode(reason, forKey: .storage)
    case .gateway(let error): try container.encode(GatewayErrorCoding(error), forKey: .gateway)
    }
  }
}

/// `GatewayError`'s cases, mirrored to get Swift's enum coding without
/// making the networking layer's type `Codable`.
private enum GatewayErrorCoding: Codable {
  case offline, timedOut, empty
  case badStatus(Int)
  case unreadable(String)

  init(_ error: GatewayError) {
    switch error {
    case .offline: self = .offline
    case .timedOut: self = .timedOut
    case .empty: self = .empty
    case .badStatus(let status): self = .badStatus(status)
    case .unreadable(let reason): self = .unreadable(reason)
    }
  }

  var error: GatewayError {
    switch self {
    case .offline: .offline
    case .timedOut: .timedOut
    case .empty: .empty
    case .badStatus(let status): .badStatus(status)
    case .unreadable(let reason): .unreadable(reason)
    }
  }
}
