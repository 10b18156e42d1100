/// A change of the screen stack, as a value a router returns; the host
/// executes it and tells the frontend (`router/navigate`).
public enum Navigation: Sendable {
  case push(Destination)
  /// Pushes a modal screen; `dismiss` closes it and everything above it.
  case present(Destination)
  /// Closes the screen that asked.
  case pop
  /// Closes the topmost modal screen (and what was pushed above it).
  case dismiss
  /// Closes every screen and opens the destination as the new root.
  case replaceRoot(Destination)

  public var destination: Destination? {
    switch self {
    case .push(let destination), .present(let destination), .replaceRoot(let destination): destination
    case .pop, .dismiss: nil
    }
  }
}
