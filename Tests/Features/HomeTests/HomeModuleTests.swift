import Testing
import ViperKit
import ViperTesting

@testable import Home

/// The assembled screen, driven by wire names.
@Suite("Home screen")
struct HomeModuleTests {
  let catalog = [
    ModuleManifest(name: "roulette", title: "People Roulette", version: "1", listedOnHome: true),
    ModuleManifest(name: "users-list", title: "Users", version: "1", listedOnHome: false),
    ModuleManifest(name: "jobs", title: "Job Board", version: "1", listedOnHome: true),
  ]

  @Test func listsTheModulesAUserMayOpenInRegistrationOrder() throws {
    let screen = try ScreenTester(HomeModule(catalog: catalog))
    #expect(
      screen.view
        == .screen(
          title: "Home",
          children: [
            .list(
              action: "open",
              items: [ListItem(key: "roulette", title: "People Roulette"), ListItem(key: "jobs", title: "Job Board")])
          ]))
    #expect(screen.pendingEffects.isEmpty)
    #expect(screen.navigations.isEmpty)
  }

  @Test func selectingARowPushesThatModule() throws {
    let screen = try ScreenTester(HomeModule(catalog: catalog))
    try screen.send("open", "jobs")
    #expect(screen.navigations.map(NavigationStep.init) == [.push("jobs")])
  }

  @Test func onlyListedModulesCanBeOpened() throws {
    let screen = try ScreenTester(HomeModule(catalog: catalog))
    #expect(throws: ActionError.invalidValue("open", "no row with key \"users-list\"")) {
      try screen.send("open", "users-list")
    }
    #expect(throws: ActionError.self) { try screen.send("open") }
    #expect(throws: ActionError.unknownAction("close")) { try screen.send("close", "jobs") }
    #expect(screen.navigations.isEmpty)
  }

  @Test func saysSoWhenNothingIsRegistered() throws {
    let screen = try ScreenTester(HomeModule(catalog: []))
    #expect(screen.view == .screen(title: "Home", children: [.text("No modules are registered.")]))
  }

  @Test func theModuleTakesNoInput() {
    #expect(throws: InputError.self) { try HomeModule(catalog: catalog).makeScreen(input: .json("x")) }
  }
}
