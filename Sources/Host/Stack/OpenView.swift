import ViperKit

/// A screen on the stack and what the frontend has been told about it.
final class OpenView {
  enum Presentation: String {
    case pushed
    case presented
  }

  let id: ViewID
  let module: ModuleName
  let screen: any Screen
  let presentation: Presentation
  /// Grows by one per `view/update`; the first update is rev 1.
  private(set) var rev = 0
  /// The tree last sent, to skip updates that change nothing.
  private(set) var lastSent: ViewNode?

  init(id: ViewID, module: ModuleName, screen: any Screen, presentation: Presentation) {
    self.id = id
    self.module = module
    self.screen = screen
    self.presentation = presentation
  }

  /// The current tree if it differs from the last one sent (and counts it as sent).
  func takeChangedView() -> ViewNode? {
    let view = screen.view
    if view == lastSent { return nil }
    lastSent = view
    rev += 1
    return view
  }
}
