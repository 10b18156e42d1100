import Testing
import ViperKit
import ViperTesting

@testable import Stargazers

@Suite("User view adapter")
struct UserViewAdapterTests {
  let adapter = UserViewAdapter()

  func model(
    title: String = "user7", details: String? = nil, refreshEnabled: Bool = true, alert: Alert? = nil
  ) -> UserViewModel {
    UserViewModel(
      title: title, avatarURL: "https://a/7", avatarLabel: "user7", details: details, refreshLabel: "Refresh",
      refreshEnabled: refreshEnabled, alert: alert, dismissLabel: "Back")
  }

  @Test func theAvatarTheDetailsAndRefresh() {
    #expect(
      adapter.render(model(details: "Seven"))
        == .screen(
          title: "user7",
          children: [
            .image(.url("https://a/7", label: "user7")), .text("Seven"),
            .button(action: "refresh", title: "Refresh", enabled: true),
          ]))
  }

  @Test func noDetailsNoTextAndAnAlertWithBack() {
    let alert = Alert(title: "Error", message: "The server's answer was empty.")
    #expect(
      adapter.render(model(title: "Error", details: "", refreshEnabled: true, alert: alert)).children == [
        .image(.url("https://a/7", label: "user7")), .button(action: "refresh", title: "Refresh", enabled: true),
        .alert(
          title: "Error", message: "The server's answer was empty.",
          actions: [NodeAction(action: "recover", title: "Back")]),
      ])
  }

  @Test func eachActionIsItsIntent() throws {
    let failed = model(alert: Alert(title: "Error", message: "x"))
    #expect(try adapter.intent(for: "refresh", value: nil, in: failed) == .refreshTapped)
    #expect(try adapter.intent(for: "recover", value: nil, in: failed) == .alertDismissed)
    #expect(throws: ActionError.unknownAction("next")) { try adapter.intent(for: "next", value: nil, in: failed) }
  }

  @Test func theWireWordsAreTheAdaptersConstants() {
    typealias Action = UserViewAdapter.Action
    #expect([Action.refresh, Action.recover] == ["refresh", "recover"])
  }
}
