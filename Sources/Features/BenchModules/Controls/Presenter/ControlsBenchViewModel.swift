/// `bench-controls` as shown.
public struct ControlsBenchViewModel: Equatable, Sendable {
  /// What the alert asks.
  public struct Question: Equatable, Sendable {
    public var title: String
    public var message: String
  }

  public var size: String?
  public var tags: [String]
  public var due: String
  public var time: String
  public var rows: [ControlsBenchInteractor.Row]
  public var canClearDone: Bool
  public var question: Question?
  public var opened: String?
  public var saved: String?
}
