import ViperKit

/// The roulette as shown: every word the user reads, and what is offered.
public struct RouletteViewModel: Equatable, Sendable {
  public var title: String
  /// Shown while the people download.
  public var loadingLabel: String?
  public var pickerLabel: String
  /// 1 … N, none while the cache is empty.
  public var counts: [Int]
  public var chosenCount: Int?
  public var rouletteTitle: String
  public var rouletteEnabled: Bool
  /// Why the last download failed, until dismissed; it offers a retry.
  public var alert: Alert?
  public var retryTitle: String
  public var dismissTitle: String
}
