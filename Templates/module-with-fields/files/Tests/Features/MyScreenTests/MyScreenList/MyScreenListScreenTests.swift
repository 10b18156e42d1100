import Testing
import ViperKit
import ViperTesting

@testable import MyScreen

/// The list assembled by its module over a gateway spy, driven as a frontend would: its rows, the row's
/// checkbox, its actions (Delete asks first), the toolbar's clear (asks first) and the setting.
@Suite("My screen list")
struct MyScreenListScreenTests {
  func open(_ gateway: MyScreenGatewaySpy) async throws -> ScreenTester {
    let screen = try ScreenTester(MyScreenListModule(effects: MyScreenEffectHandler(gateway: gateway)))
    await screen.runEffects()
    return screen
  }

  @Test func eachRowShowsItsTitleAndRowFields() async throws {
    let screen = try await open(MyScreenGatewaySpy(items: [.example(id: 1), .example(id: 2, on: true)]))
    #expect(screen.view.listItems.map(\.key) == ["1", "2"])
    let item = RecordItem.example(id: 1)
    #expect(screen.view.listItems[0].title == item.shown(MyScreenFields.rowTitle))
    let details = MyScreenFields.rowDetails.filter { item[$0] != .none }.map(item.shown)
    #expect(screen.view.listItems[0].subtitle == (details.isEmpty ? nil : details.joined(separator: " · ")))
    #expect(
      screen.view.listItems.map { $0.toggle?.on } == (MyScreenFields.rowToggle == nil ? [nil, nil] : [false, true]))
    #expect(screen.view.listItems[0].actions.map(\.action.rawValue) == MyScreenFields.rowActions.map(\.rawValue))
  }

  @Test(.enabled(if: MyScreenFields.rowActions.contains(.delete), "the rows have a Delete"))
  func nothingIsDeletedButByConfirmingTheQuestion() async throws {
    let gateway = MyScreenGatewaySpy(items: [.example(id: 1), .example(id: 2)])
    let screen = try await open(gateway)
    try screen.send("delete", .string("1"))
    #expect(screen.view.alert != nil && gateway.calls.isEmpty)
    #expect(throws: ActionError.self) { try screen.send("add") }  // an alert shows: answer it first
    try screen.send("keep")
    #expect(screen.view.alert == nil && gateway.calls.isEmpty)
    try screen.send("delete", .string("1"))
    try screen.send("confirm")
    await screen.runEffects()
    #expect(gateway.calls == [.delete(id: 1)] && screen.view.listItems.map(\.key) == ["2"])
  }

  @Test(.enabled(if: MyScreenFields.rowToggle != nil, "the rows have a checkbox"))
  func theRowsCheckboxIsSavedAndTheClearAsksFirst() async throws {
    let toggle = try #require(MyScreenFields.rowToggle)
    let gateway = MyScreenGatewaySpy(items: [.example(id: 1), .example(id: 2)])
    let screen = try await open(gateway)
    try screen.edit("1", .on(true))
    await screen.runEffects()
    #expect(gateway.calls == [.setToggle(true, id: 1)] && gateway.items[0].isOn(toggle))
    try screen.send("clear")
    #expect(screen.view.alert != nil && gateway.calls.count == 1)
    try screen.send("confirm")
    await screen.runEffects()
    #expect(gateway.calls.last == .deleteToggled && gateway.items.map(\.id) == [2])
    #expect(screen.view.listItems.map(\.key) == ["2"])
  }

  @Test(.enabled(if: MyScreenFields.filtersOnToggle, "the list has a setting"))
  func theSettingHidesTheToggledRowsAndIsSaved() async throws {
    let gateway = MyScreenGatewaySpy(items: [.example(id: 1, on: true), .example(id: 2)])
    let screen = try await open(gateway)
    #expect(screen.view.listItems.map(\.key) == ["1", "2"])
    try screen.edit("show-toggled", .on(false))
    await screen.runEffects()
    #expect(gateway.calls == [.setShowsToggled(false)] && screen.view.listItems.map(\.key) == ["2"])
    let again = try await open(gateway)  // kept by the gateway: another screen opens with it
    #expect(again.toggle("show-toggled")?.on == false && again.view.listItems.map(\.key) == ["2"])
  }

  @Test(.enabled(if: MyScreenFields.rowActions.contains(.duplicate), "the rows have a Duplicate"))
  func duplicateAddsACopy() async throws {
    let gateway = MyScreenGatewaySpy(items: [.example(id: 1)])
    let screen = try await open(gateway)
    try screen.send("duplicate", .string("1"))
    await screen.runEffects()
    #expect(gateway.calls.first == .duplicate(id: 1) && screen.view.listItems.map(\.key) == ["1", "2"])
  }

  @Test func aRowOpensItsDetailAndAddTheForm() async throws {
    let screen = try await open(MyScreenGatewaySpy(items: [.example(id: 1)]))
    try screen.send("open", .string("1"))
    try screen.send("add")
    #expect(
      screen.navigations.map(NavigationStep.init) == [
        .push(MyScreenDetailModule.key.name), .push(MyScreenFormModule.key.name),
      ])
    #expect(
      screen.navigations.map { $0.pushed?.input(as: MyScreenDetailInput.self) }.first == MyScreenDetailInput(id: 1))
    #expect(screen.navigations.last?.pushed?.input(as: MyScreenFormInput.self) == MyScreenFormInput(id: nil))
  }
}
