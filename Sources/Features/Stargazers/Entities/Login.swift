import ViperKit

/// A GitHub login (`octocat`): not just any string.
public typealias Login = Tagged<LoginTag, String>
public enum LoginTag {}

extension Tagged where Tag == LoginTag, RawValue == String {
  /// Whether this is a login GitHub could have issued: 1 to 39 ASCII letters,
  /// digits or single hyphens, not starting or ending with a hyphen. Only a
  /// valid login is ever put in a request.
  public var isValid: Bool { GitHubName.isAccount(rawValue) }
}
