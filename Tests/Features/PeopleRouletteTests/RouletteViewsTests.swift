import Testing
import ViperKit

@testable import PeopleRoulette

@Suite("People Roulette presenters, views and routers")
struct RouletteViewsTests {
  @Test func thePickerOffersOneToNAndTheSelectedCount() {
    var state = RouletteState(random: SeededRandomNumberGenerator(seed: 1))
    _ = state.apply(.usersCached(makeUsers(3)))
    _ = state.apply(.countChosen(2))
    let view = RouletteViewAdapter().render(RoulettePresenter().present(state))
    #expect(
      view
        == .screen(
          title: "People Roulette",
          children: [
            .picker(
              action: "count", label: "How many people?",
              options: [
                PickerOption(key: "1", title: "1"), PickerOption(key: "2", title: "2"),
                PickerOption(key: "3", title: "3"),
              ], selected: "2"),
            .button(action: "roulette", title: "Roulette", enabled: true),
          ]))
  }

  @Test func loadingAndFailureShowASpinnerAndARetryableAlert() {
    var state = RouletteState(random: SeededRandomNumberGenerator(seed: 1))
    _ = state.start()
    guard case .screen(_, let loading) = RouletteViewAdapter().render(RoulettePresenter().present(state)) else {
      return
    }
    #expect(loading.first == .spinner(label: "Downloading people…"))
    #expect(loading.contains(.button(action: "roulette", title: "Roulette", enabled: false)))
    _ = state.apply(.downloadFailed(RouletteAlert(title: "Request Failure", message: "m"), cached: []))
    guard case .screen(_, let failed) = RouletteViewAdapter().render(RoulettePresenter().present(state)) else { return }
    #expect(
      failed.last
        == .alert(
          title: "Request Failure", message: "m",
          actions: [AlertAction(action: "retry", title: "Retry"), AlertAction(action: "dismiss", title: "OK")]))
  }

  @Test func pickerValuesMustBeNumbers() throws {
    let model = RoulettePresenter().present(
      RouletteState(random: SeededRandomNumberGenerator(seed: 1), cached: makeUsers(5)))
    #expect(try RouletteViewAdapter().intent(for: "count", value: "4", in: model) == .countChosen(4))
    #expect(try RouletteViewAdapter().intent(for: "count", value: 4, in: model) == .countChosen(4))
    #expect(throws: ActionError.self) { try RouletteViewAdapter().intent(for: "count", value: "many", in: model) }
  }

  @Test func cellsShowTheNameAndTheCompanyEmptyWhenNone() {
    let model = UsersListPresenter().present(UsersListInteractor(users: makeUsers(2)))
    #expect(
      model.cells == [
        .init(key: "1", name: "Person 1", company: "Company 1"), .init(key: "2", name: "Person 2", company: ""),
      ])
    #expect(
      UsersListViewAdapter().render(model)
        == .screen(
          title: "Picked people",
          children: [
            .list(
              action: "select",
              items: [
                ListItem(key: "1", title: "Person 1", subtitle: "Company 1"), ListItem(key: "2", title: "Person 2"),
              ])
          ]))
  }

  @Test func detailsAreNameUsernameAndEmail() {
    let model = UserDetailsPresenter().present(UserDetailsInteractor(user: makeUsers(1)[0]))
    #expect(model.text == "Person 1\np1\np1@example.org")
    #expect(UserDetailsViewAdapter().render(model) == .screen(title: "User details", children: [.text(model.text)]))
  }

  @Test func routersHandOverTypedInputs() {
    let users = makeUsers(2)
    guard case .push(let list) = RouletteRouter().navigation(for: .showPicked(users)) else { return }
    #expect(list.module == "users-list")
    #expect(list.input(as: UsersListInput.self) == UsersListInput(users: users))
    guard case .push(let details) = UsersListRouter().navigation(for: .details(users[1])) else { return }
    #expect(details.module == "user-details")
    #expect(details.input(as: UserDetailsInput.self) == UserDetailsInput(user: users[1]))
  }

  @Test func selectingARowRoutesToThatPerson() throws {
    var interactor = UsersListInteractor(users: makeUsers(3))
    #expect(interactor.apply(.selected(UserID(2))) == .route(.details(makeUsers(3)[1])))
    #expect(interactor.apply(.selected(UserID(9))) == .none)
    let model = UsersListPresenter().present(interactor)
    #expect(throws: ActionError.self) { try UsersListViewAdapter().intent(for: "select", value: "9", in: model) }
  }

  @Test func wireInputsAreDecodedOrRefused() throws {
    let input = try UsersListInput(json: [
      "users": [["id": 1, "name": "A", "username": "a", "email": "a@x", "company": ["name": "C"]]]
    ])
    #expect(input.users == [User(id: UserID(1), name: "A", username: "a", email: "a@x", companyName: "C")])
    #expect(throws: InputError.self) { try UsersListInput(json: ["users": [["id": 1]]]) }
    #expect(throws: InputError.self) { try UserDetailsInput(json: nil) }
  }
}
