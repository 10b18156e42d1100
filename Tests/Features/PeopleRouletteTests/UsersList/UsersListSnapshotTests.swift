import Testing
import ViperKit
import ViperTesting

@testable import PeopleRoulette

@Suite("Users list and user details snapshots")
struct UsersListSnapshotTests {
  @Test func aUsersListSurvivesASnapshot() throws {
    let input = ScreenInput.typed(UsersListInput(users: makeUsers(3)))
    let screen = try ScreenTester(UsersListModule(), input: input)
    try screen.send("select", "2")
    try screen.expectSnapshotRoundTrip(through: UsersListModule(), input: input)
    #expect(
      try ScreenTester(UsersListModule(), input: input, restoring: #require(screen.snapshot)).pendingEffects.isEmpty)
  }

  @Test func aUserDetailsScreenSurvivesASnapshot() throws {
    let input = ScreenInput.typed(UserDetailsInput(user: makeUsers(2)[1]))
    let screen = try ScreenTester(UserDetailsModule(), input: input)
    try screen.expectSnapshotRoundTrip(through: UserDetailsModule(), input: input)
  }

  @Test func aSnapshotOfAnotherShapeIsRefusedNamingTheProblem() throws {
    let list = try UsersListModule().makeScreen(input: .typed(UsersListInput(users: [])))
    #expect(throws: SnapshotError("the snapshot does not decode: \"users[0].email\" is missing")) {
      try list.restore(snapshot: ["users": [["id": 1, "name": "A", "username": "a"]]])
    }
    let details = try UserDetailsModule().makeScreen(input: .typed(UserDetailsInput(user: makeUsers(1)[0])))
    #expect(throws: SnapshotError("the snapshot does not decode: \"user\" must be an object, not number")) {
      try details.restore(snapshot: ["user": 1])
    }
  }
}
