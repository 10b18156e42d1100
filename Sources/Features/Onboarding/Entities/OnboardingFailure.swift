/// Why onboarding could not finish, in its own terms: the completion store
/// throws it, the interactor keeps it (in its snapshot too), the presenter
/// words it.
public enum OnboardingFailure: Error, Hashable, Sendable {
  /// The completion flag could not be saved; the database's reason.
  case storage(String)
}

/// The reason alone, as a string: the shape saved sessions already hold
/// (`{"failed": {"reason": "…"}}`).
extension OnboardingFailure: Codable {
  public init(from decoder: any Decoder) throws {
    self = .storage(try decoder.singleValueContainer().decode(String.self))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .storage(let reason): try container.encode(reason)
    }
  }
}
