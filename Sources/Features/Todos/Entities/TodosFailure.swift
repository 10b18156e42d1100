/// Why a to-do effect failed, in the feature's own terms: the store throws
/// it, the interactors keep it, the presenters word it.
public enum TodosFailure: Error, Hashable, Sendable, Codable {
  /// The local database could not be used.
  case storage(detail: String)
}
