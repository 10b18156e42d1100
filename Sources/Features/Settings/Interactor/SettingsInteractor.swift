import ViperKit

/// The settings as saved, the token being typed, and whether a token is
/// being saved or forgotten. A flip saves at once and shows the flipped
/// value meanwhile; the store's answer replaces it. One save per toggle runs
/// at a time: a flip during it is saved when it ends, so the saves reach the
/// store in the order of the flips and the last answer is the store's. The
/// typed token is never part of a snapshot (rule 6): a restored screen
/// starts without it.
public struct SettingsInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = SettingsIntent
  public typealias Result = SettingsResult
  public typealias Effect = SettingsEffect
  public typealias Route = Never

  /// Nil until the settings were read.
  public internal(set) var saved: SavedSettings?
  public internal(set) var tokenDraft = ""
  /// A token is being saved or forgotten: the token form is pending.
  public internal(set) var savingToken = false
  /// Why the typed token was not saved (after a Save).
  public internal(set) var tokenProblem: TokenProblem?
  public internal(set) var failure: SettingsFailure?
  /// The toggles being saved; true: flipped again meanwhile (saved next).
  public internal(set) var saving: [SettingsToggle: Bool] = [:]

  public init() {}

  public mutating func start() -> Transition<SettingsEffect, Never> { .effect(.load) }

  /// What the stores hold may have changed: read it again. A save that was
  /// running is not resumed (the typed token is gone).
  public mutating func restored() -> Transition<SettingsEffect, Never> {
    savingToken = false
    saving = [:]
    return .effect(.load)
  }

  public mutating func handle(_ event: ModuleEvent<SettingsIntent, SettingsResult>) -> Transition<
    SettingsEffect, Never
  > {
    switch event {
    case .intent(let intent): handle(intent)
    case .result(let result): handle(result)
    }
  }

  private mutating func handle(_ intent: SettingsIntent) -> Transition<SettingsEffect, Never> {
    switch intent {
    case .flipped(let toggle, let on):
      guard saved != nil else { return .none }
      saved?[toggle] = on
      guard saving[toggle] == nil else {
        saving[toggle] = true
        return .none
      }
      saving[toggle] = false
      return .effect(.save(toggle, on))
    case .tokenEdited(let text):
      guard !savingToken else { return .none }
      tokenDraft = text
      tokenProblem = nil
    case .saveTokenTapped:
      guard saved != nil, !savingToken else { return .none }
      tokenProblem = TokenProblem.of(tokenDraft)
      guard tokenProblem == nil else { return .none }
      savingToken = true
      return .effect(.saveToken(SecretText(tokenDraft)))
    case .forgetTokenTapped:
      guard saved?.tokenSaved == true, !savingToken else { return .none }
      savingToken = true
      return .effect(.forgetToken)
    case .alertDismissed:
      guard failure != nil else { return .none }
      failure = nil
      if saved == nil { return .effect(.load) }  // dismissing a failed read tries again
    }
    return .none
  }

  private mutating func handle(_ result: SettingsResult) -> Transition<SettingsEffect, Never> {
    switch result {
    case .loaded(let settings): saved = settings
    case .loadFailed(let failure): self.failure = failure
    case .saved(let toggle, let on):
      if saving.removeValue(forKey: toggle) == true, let shown = saved?[toggle] {
        saving[toggle] = false
        return .effect(.save(toggle, shown))  // flipped again meanwhile
      }
      saved?[toggle] = on
    case .tokenSaved:
      savingToken = false
      tokenDraft = ""  // the module empties the field: the frontend's copy goes too
      saved?.tokenSaved = true
    case .tokenForgotten:
      savingToken = false
      saved?.tokenSaved = false
    case .saveFailed(let failure):
      self.failure = failure
      savingToken = false
      saving = [:]
      return .effect(.load)  // show what the stores hold, not what was flipped
    }
    return .none
  }

  private enum CodingKeys: String, CodingKey {
    case saved, savingToken, tokenProblem, failure
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    saved = try container.decodeIfPresent(SavedSettings.self, forKey: .saved)
    savingToken = try container.decode(Bool.self, forKey: .savingToken)
    tokenProblem = try container.decodeIfPresent(TokenProblem.self, forKey: .tokenProblem)
    failure = try container.decodeIfPresent(SettingsFailure.self, forKey: .failure)
  }

  /// Everything but the typed token.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encodeIfPresent(saved, forKey: .saved)
    try container.encode(savingToken, forKey: .savingToken)
    try container.encodeIfPresent(tokenProblem, forKey: .tokenProblem)
    try container.encodeIfPresent(failure, forKey: .failure)
  }
}
