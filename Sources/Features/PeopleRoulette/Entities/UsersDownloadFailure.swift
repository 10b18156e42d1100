import Networking

/// Why the people could not be refreshed: the download failed, or the
/// local cache could not be used. The roulette keeps it; its presenter words
/// it for the user.
public enum UsersDownloadFailure: Hashable, Sendable {
  /// The users API could not be reached or answered wrongly.
  case gateway(GatewayError)
  /// The local cache failed; the reason is the storage error's text.
  case storage(String)
}
