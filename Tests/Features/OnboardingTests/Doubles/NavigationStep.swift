import ViperKit

/// A navigation as a value tests can compare: its kind and the module it
/// opens (`Navigation` is not `Equatable`: its input is any `ModuleInput`).
enum NavigationStep: Equatable {
  case push(ModuleName)
  case present(ModuleName)
  case replaceRoot(ModuleName)
  case pop
  case dismiss

  init(_ navigation: Navigation) {
    switch navigation {
    case .push(let destination): self = .push(destination.module)
    case .present(let destination): self = .present(destination.module)
    case .replaceRoot(let destination): self = .replaceRoot(destination.module)
    case .pop: self = .pop
    case .dismiss: self = .dismiss
    }
  }
}
