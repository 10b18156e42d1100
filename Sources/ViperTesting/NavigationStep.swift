import ViperKit

/// A navigation as a value tests can compare: its kind and the module it
/// opens (`Navigation` is not `Equatable`: its input is any `ModuleInput`;
/// read the input with `Destination.input(as:)`).
public enum NavigationStep: Equatable, Sendable {
  case push(ModuleName)
  case present(ModuleName)
  case replaceRoot(ModuleName)
  case pop
  case dismiss

  public init(_ navigation: Navigation) {
    switch navigation {
    case .push(let destination): self = .push(destination.module)
    case .present(let destination): self = .present(destination.module)
    case .replaceRoot(let destination): self = .replaceRoot(destination.module)
    case .pop: self = .pop
    case .dismiss: self = .dismiss
    }
  }
}

extension Navigation {
  /// The destination of a push, or nil for any other navigation.
  public var pushed: Destination? {
    if case .push(let destination) = self { return destination }
    return nil
  }
}

extension ActionError {
  /// Offered by the view, but not now (-32602 `action_unavailable`).
  public var isUnavailable: Bool {
    if case .unavailable = self { return true }
    return false
  }
}
