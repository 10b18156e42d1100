/// Why a repository-picker effect failed, in the picker's own terms: the
/// store throws it, the interactor keeps it, the presenter words it.
public enum RepositoryFailure: Error, Hashable, Sendable, Codable {
  /// The local database could not be used.
  case storage(detail: String)
}
