import Testing
import ViperKit

@testable import MyScreen

@Suite("My screen router")
struct MyScreenRouterTests {
  @Test func doneGoesBack() {
    let navigation = MyScreenRouter().navigation(for: .done)
    #expect(navigation.isPop)
  }
}

extension Navigation {
  var isPop: Bool {
    if case .pop = self { return true }
    return false
  }
}
