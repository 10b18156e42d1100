/// Why the gateway could not load or save, in the feature's terms. The
/// interactors keep it; the presenters word it.
public enum MyScreenFailure: Error, Hashable, Codable, Sendable {
  /// The store cannot be read or written (a locked or broken database).
  case unavailable(String)
  /// No item has this id.
  case notFound(Int)
}
