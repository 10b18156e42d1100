/// The form as shown: each input's text and error, and the save's state.
public struct FormBenchViewModel: Equatable, Sendable {
  public var values: [FormBenchInteractor.Input: String]
  public var errors: [FormBenchInteractor.Input: String]
  public var share: Bool
  public var pending: Bool
  public var saved: String?
}
