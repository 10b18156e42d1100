import Testing
import ViperKit
import ViperTesting

@testable import PeopleRoulette

@Suite("Roulette view adapter")
struct RouletteViewAdapterTests {
  static func model(counts: [Int] = [1, 2, 3], loading: Bool = false, alert: Alert? = nil) -> RouletteViewModel {
    RouletteViewModel(
      title: "T", loadingLabel: loading ? "L" : nil, pickerLabel: "P", counts: counts,
      chosenCount: counts.isEmpty ? nil : 2, rouletteTitle: "R", rouletteEnabled: !counts.isEmpty, alert: alert,
      retryTitle: "again", dismissTitle: "fine")
  }

  @Test func thePickerAndTheButton() {
    #expect(
      RouletteViewAdapter().render(Self.model())
        == .screen(
          title: "T",
          children: [
            .picker(
              action: "count", label: "P",
              options: [
                ChoiceOption(key: "1", title: "1"), ChoiceOption(key: "2", title: "2"),
                ChoiceOption(key: "3", title: "3"),
              ], selected: "2"),
            .button(action: "roulette", title: "R", enabled: true),
          ]))
  }

  @Test func aSpinnerFirstAndTheAlertLastWithRetryAndDismiss() {
    let model = Self.model(counts: [], loading: true, alert: Alert(title: "A", message: "m"))
    #expect(
      RouletteViewAdapter().render(model)
        == .screen(
          title: "T",
          children: [
            .spinner(label: "L"),
            .picker(action: "count", label: "P", options: [], selected: nil),
            .button(action: "roulette", title: "R", enabled: false),
            .alert(
              title: "A", message: "m",
              actions: [NodeAction(action: "retry", title: "again"), NodeAction(action: "dismiss", title: "fine")]),
          ]))
  }

  @Test func eachActionIsItsIntent() throws {
    let model = Self.model(alert: Alert(title: "A", message: "m"))
    let adapter = RouletteViewAdapter()
    #expect(try adapter.intent(for: "count", value: "4", in: model) == .countChosen(4))
    #expect(try adapter.intent(for: "count", value: 4, in: model) == .countChosen(4))
    #expect(try adapter.intent(for: "count", value: "99", in: model) == .countChosen(99))  // the interactor clamps
    #expect(try adapter.intent(for: "roulette", value: nil, in: model) == .rouletteTapped)
    #expect(try adapter.intent(for: "retry", value: nil, in: model) == .retryTapped)
    #expect(try adapter.intent(for: "dismiss", value: nil, in: model) == .alertDismissed)
  }

  @Test func aCountMustBeANumberAndOtherActionsAreUnknown() {
    let adapter = RouletteViewAdapter()
    #expect(throws: ActionError.invalidValue("count", "expected a number of people")) {
      try adapter.intent(for: "count", value: "many", in: Self.model())
    }
    #expect(throws: ActionError.invalidValue("count", "a value (the key) is required")) {
      try adapter.intent(for: "count", value: nil, in: Self.model())
    }
    #expect(throws: ActionError.unknownAction("spin")) { try adapter.intent(for: "spin", value: nil, in: Self.model()) }
  }
}
