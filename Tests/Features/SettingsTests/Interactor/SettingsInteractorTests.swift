import Testing
import ViperKit
import ViperTesting

@testable import Settings

@Suite("Settings interactor")
struct SettingsInteractorTests {
  /// Opened and read.
  func loaded(_ settings: SavedSettings = .fresh) -> InteractorTester<SettingsInteractor> {
    var tester = InteractorTester(SettingsInteractor())
    tester.start(effects: [.load])
    tester.receive(.loaded(settings)) { $0.saved = settings }
    return tester
  }

  @Test func itReadsTheSettingsWhenItOpensAndAgainWhenRestored() {
    var tester = loaded()
    tester.restored(effects: [.load])
  }

  @Test func aFlipShowsAtOnceSavesAndTheStoreHasTheLastWord() {
    var tester = loaded()
    tester.send(.flipped(.showOnboarding, true), effects: [.save(.showOnboarding, true)]) {
      $0.saved?.showOnboarding = true
      $0.saving = [.showOnboarding: false]
    }
    tester.receive(.saved(.showOnboarding, true)) { $0.saving = [:] }
    tester.send(.flipped(.showAvatars, false), effects: [.save(.showAvatars, false)]) {
      $0.saved?.showAvatars = false
      $0.saving = [.showAvatars: false]
    }
    tester.receive(.saved(.showAvatars, true)) {  // what the store kept
      $0.saved?.showAvatars = true
      $0.saving = [:]
    }
  }

  @Test func flipsDuringASaveAreSavedWhenItEndsInTheirOrder() {
    var tester = loaded()
    tester.send(.flipped(.showAvatars, false), effects: [.save(.showAvatars, false)]) {
      $0.saved?.showAvatars = false
      $0.saving = [.showAvatars: false]
    }
    tester.send(.flipped(.showAvatars, true)) {
      $0.saved?.showAvatars = true
      $0.saving = [.showAvatars: true]
    }
    tester.send(.flipped(.showOnboarding, true), effects: [.save(.showOnboarding, true)]) {
      $0.saved?.showOnboarding = true
      $0.saving = [.showAvatars: true, .showOnboarding: false]
    }
    tester.send(.flipped(.showAvatars, false)) { $0.saved?.showAvatars = false }
    // The first save ends: the last flip is saved next, and what the first save read is not shown.
    tester.receive(.saved(.showAvatars, true), effects: [.save(.showAvatars, false)]) {
      $0.saving = [.showAvatars: false, .showOnboarding: false]
    }
    tester.receive(.saved(.showAvatars, false)) { $0.saving = [.showOnboarding: false] }
    tester.receive(.saved(.showOnboarding, true)) { $0.saving = [:] }
  }

  @Test func flipsBeforeTheSettingsAreReadAreIgnored() {
    var tester = InteractorTester(SettingsInteractor())
    tester.start(effects: [.load])
    tester.send(.flipped(.showOnboarding, true))
    tester.send(.flipped(.showAvatars, false))
    tester.send(.saveTokenTapped)
    tester.send(.forgetTokenTapped)
  }

  @Test func aTypedTokenIsSavedThenEmptiedAndTheStatusSaysSet() {
    var tester = loaded()
    tester.send(.tokenEdited("ghp_1")) { $0.tokenDraft = "ghp_1" }
    tester.send(.saveTokenTapped, effects: [.saveToken(SecretText("ghp_1"))]) { $0.savingToken = true }
    tester.send(.tokenEdited("other"))  // the form is pending
    tester.send(.saveTokenTapped)
    tester.send(.forgetTokenTapped)
    tester.receive(.tokenSaved) {
      $0.savingToken = false
      $0.tokenDraft = ""
      $0.saved?.tokenSaved = true
    }
  }

  @Test(arguments: [
    ("", TokenProblem.empty), ("has space", .notPrintableASCII), ("tab\t", .notPrintableASCII),
    ("é", .notPrintableASCII),
  ])
  func aTokenNoHeaderCanCarryIsNotSaved(_ text: String, _ problem: TokenProblem) {
    var tester = loaded()
    if !text.isEmpty { tester.send(.tokenEdited(text)) { $0.tokenDraft = text } }
    tester.send(.saveTokenTapped) { $0.tokenProblem = problem }
    tester.send(.tokenEdited("ok")) {
      $0.tokenDraft = "ok"
      $0.tokenProblem = nil
    }
  }

  @Test func forgetDeletesASavedTokenOnly() {
    var tester = loaded()
    tester.send(.forgetTokenTapped)  // none saved
    var saved = SavedSettings.fresh
    saved.tokenSaved = true
    tester = loaded(saved)
    tester.send(.forgetTokenTapped, effects: [.forgetToken]) { $0.savingToken = true }
    tester.receive(.tokenForgotten) {
      $0.savingToken = false
      $0.saved?.tokenSaved = false
    }
  }

  @Test func aFailedSaveShowsTheFailureAndReadsTheStoresAgain() {
    var tester = loaded()
    tester.send(.flipped(.showAvatars, false), effects: [.save(.showAvatars, false)]) {
      $0.saved?.showAvatars = false
      $0.saving = [.showAvatars: false]
    }
    tester.receive(.saveFailed(.storage("locked")), effects: [.load]) {
      $0.failure = .storage("locked")
      $0.saving = [:]
    }
    tester.receive(.loaded(.fresh)) { $0.saved = .fresh }
    tester.send(.alertDismissed) { $0.failure = nil }
    tester.send(.tokenEdited("t")) { $0.tokenDraft = "t" }
    tester.send(.saveTokenTapped, effects: [.saveToken(SecretText("t"))]) { $0.savingToken = true }
    tester.receive(.saveFailed(.storage("full")), effects: [.load]) {
      $0.savingToken = false
      $0.failure = .storage("full")
    }
    tester.receive(.loaded(.fresh))
    tester.send(.alertDismissed) { $0.failure = nil }
    tester.send(.alertDismissed)  // nothing showing
  }

  @Test func aFailedReadIsTriedAgainWhenDismissed() {
    var tester = InteractorTester(SettingsInteractor())
    tester.start(effects: [.load])
    tester.receive(.loadFailed(.storage("locked"))) { $0.failure = .storage("locked") }
    tester.send(.alertDismissed, effects: [.load]) { $0.failure = nil }
  }

  @Test func aRestoredScreenForgetsTheSaveInFlightAndTheTypedToken() throws {
    var state = SettingsInteractor()
    state.saved = .fresh
    state.tokenDraft = "s3cret"
    state.savingToken = true
    state.tokenProblem = .empty
    state.saving = [.showAvatars: true]
    let snapshot = try JSONValueEncoder.encode(state)
    #expect(!"\(snapshot)".contains("s3cret"))
    let decoded = try JSONValueDecoder.decode(SettingsInteractor.self, from: snapshot)
    #expect(decoded.tokenDraft == "" && decoded.savingToken && decoded.saved == .fresh)
    #expect(decoded.tokenProblem == .empty && decoded.saving == [:])
    var tester = InteractorTester(decoded)
    tester.restored(effects: [.load]) { $0.savingToken = false }
  }

  @Test func aSecretPrintsMasked() {
    let secret = SecretText("s3cret")
    #expect("\(secret)" == "********")
    #expect(String(reflecting: secret) == "********")
    #expect(!"\(SettingsEffect.saveToken(secret))".contains("s3cret"))
    var dumped = ""
    dump(SettingsEffect.saveToken(secret), to: &dumped)
    #expect(!dumped.contains("s3cret"))
  }
}
