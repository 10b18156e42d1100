import Testing
import ViperKit
import ViperTesting

@testable import PeopleRoulette

/// The details screen: one text, no actions, no effects, no navigation.
@Suite("User details screen")
struct UserDetailsScreenTests {
  @Test func thePersonIsNameUsernameAndEmail() {
    let model = UserDetailsPresenter().present(UserDetailsInteractor(user: makeUsers(1)[0]))
    #expect(model == UserDetailsViewModel(title: "User details", text: "Person 1\np1\np1@example.org"))
    #expect(UserDetailsViewAdapter().render(model) == .screen(title: "User details", children: [.text(model.text)]))
  }

  @Test func openingShowsThePersonAndOffersNothing() throws {
    let screen = try ScreenTester(UserDetailsModule(), input: .typed(UserDetailsInput(user: makeUsers(2)[1])))
    #expect(screen.view == .screen(title: "User details", children: [.text("Person 2\np2\np2@example.org")]))
    #expect(screen.pendingEffects.isEmpty)
    #expect(throws: ActionError.unknownAction("select")) { try screen.send("select", "1") }
    screen.resume()
    #expect(screen.navigations.isEmpty)
  }

  @Test func theInteractorDoesNothingOnStart() {
    var tester = InteractorTester(UserDetailsInteractor(user: makeUsers(1)[0]))
    tester.start()
    tester.resume()
  }
}
