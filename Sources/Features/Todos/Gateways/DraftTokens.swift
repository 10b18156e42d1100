/// Where a new add form gets the token that makes its save happen once.
public protocol DraftTokens: Sendable {
  func next() -> DraftToken
}
