/// What the counter shows, ready to render.
public struct CounterViewModel: Equatable, Sendable {
  public var title: String
  /// The count, in words.
  public var countText: String
  /// The button that raises it.
  public var incrementTitle: String

  public init(title: String, countText: String, incrementTitle: String) {
    self.title = title
    self.countText = countText
    self.incrementTitle = incrementTitle
  }
}
