import Testing
import ViperKit
import ViperTesting

@testable import Home

@Suite("Home router")
struct HomeRouterTests {
  @Test func openingPushesTheModuleByName() {
    #expect(NavigationStep(HomeRouter().navigation(for: .open("jobs"))) == .push("jobs"))
  }
}
