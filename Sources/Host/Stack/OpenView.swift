import JSONValue
import ViperKit

/// A screen on the stack: what it is and what opened it. What the frontend
/// was told of it (`Publisher`), whether it is saved (`SessionCheckpointer`)
/// and its debug history (`DebugRecorder`) are kept by those parts, by id.
final class OpenView {
  enum Presentation: String {
    case pushed
    case presented
  }

  let id: ViewID
  let module: ModuleName
  let screen: any Screen
  let presentation: Presentation
  /// The input it opened with, as JSON: what a saved session reopens it with.
  let input: JSONValue?

  init(id: ViewID, module: ModuleName, screen: any Screen, presentation: Presentation, input: JSONValue?) {
    self.id = id
    self.module = module
    self.screen = screen
    self.presentation = presentation
    self.input = input
  }

  var entry: StackEntry { StackEntry(module: module, input: input, presented: presentation == .presented) }
}
