/// What the user did on `bench-form`.
public enum FormBenchIntent: Hashable, Sendable {
  case edited(FormBenchInteractor.Input, text: String, left: Bool)
  case shareFlipped(Bool)
  case submitted
  case clearTapped
}
