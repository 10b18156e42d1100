/// A person as shown: one text.
public struct UserDetailsViewModel: Equatable, Sendable {
  public var title: String
  public var text: String
}
