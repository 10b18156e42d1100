import Testing
import ViperKit

@testable import Home

@Suite("Home")
struct HomeModuleTests {
  let catalog = [
    ModuleManifest(name: "roulette", title: "People Roulette", version: "1", listedOnHome: true),
    ModuleManifest(name: "users-list", title: "Users", version: "1", listedOnHome: false),
    ModuleManifest(name: "jobs", title: "Job Board", version: "1", listedOnHome: true),
  ]

  @Test func listsTheModulesAUserMayOpenInRegistrationOrder() throws {
    let screen = try HomeModule(catalog: catalog).makeScreen(input: .none)
    _ = screen.start()
    #expect(
      screen.view
        == .screen(
          title: "Home",
          children: [
            .list(
              action: "open",
              items: [ListItem(key: "roulette", title: "People Roulette"), ListItem(key: "jobs", title: "Job Board")])
          ]))
  }

  @Test func selectingARowPushesThatModule() throws {
    let screen = try HomeModule(catalog: catalog).makeScreen(input: .none)
    let reaction = try screen.handle(action: "open", value: "jobs")
    guard case .push(let destination)? = reaction.navigation else {
      Issue.record("expected a push")
      return
    }
    #expect(destination.module == "jobs")
  }

  @Test func onlyListedModulesCanBeOpened() throws {
    let screen = try HomeModule(catalog: catalog).makeScreen(input: .none)
    #expect(throws: ActionError.self) { try screen.handle(action: "open", value: "users-list") }
    #expect(throws: ActionError.self) { try screen.handle(action: "open", value: nil) }
    #expect(throws: ActionError.unknownAction("close")) { try screen.handle(action: "close", value: "jobs") }
  }

  @Test func saysSoWhenNothingIsRegistered() throws {
    let screen = try HomeModule(catalog: []).makeScreen(input: .none)
    #expect(screen.view == .screen(title: "Home", children: [.text("No modules are registered.")]))
  }

  @Test func theInteractorIgnoresModulesItDoesNotOffer() {
    var interactor = HomeInteractor(entries: [HomeEntry(module: "jobs", title: "Jobs")])
    #expect(interactor.apply(.entrySelected("jobs")) == .route(.open("jobs")))
    #expect(interactor.apply(.entrySelected("other")) == .none)
  }
}
