/// Why the gateway could not load or save the count. The interactor keeps
/// it; the presenter words it.
public enum MyScreenFailure: Error, Hashable, Codable, Sendable {
  /// The store cannot be reached (offline, a locked database).
  case unavailable
  /// The store refused the count, and says why.
  case refused(String)
}
