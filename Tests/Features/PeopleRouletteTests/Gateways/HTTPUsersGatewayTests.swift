import FixtureServer
import Networking
import Testing

@testable import PeopleRoulette

@Suite("HTTP users gateway", .serialized)
struct HTTPUsersGatewayTests {
  @Test func theEmbeddedUsersAreTenAndDecodeThroughTheHTTPGateway() async throws {
    let users = try await HTTPUsersGateway(transport: EmbeddedUsers.transport, base: FixtureHTTPTransport.base).users()
    #expect(users.count == 10)
    #expect(
      users[0]
        == User(
          id: UserID(1), name: "Leanne Graham", username: "Bret", email: "Sincere@april.biz",
          companyName: "Romaguera-Crona"))
  }

  @Test func againstARealServer() async throws {
    let server = try FixtureHTTPServer(routes: [
      "GET /users": .init(
        body:
          #"[{"id":3,"name":"C","username":"c","email":"c@x","phone":"1","company":{"name":"Co","catchPhrase":"p"}},{"id":4,"name":"D","username":"d","email":"d@x"}]"#
      ),
      "GET /broken/users": .init(body: #"[{"id":"x"}]"#),
      "GET /down/users": .init(status: 500, body: "{}"),
    ])
    let transport = try CurlHTTPTransport(timeoutSeconds: 5)
    let users = try await HTTPUsersGateway(transport: transport, base: server.baseURL + "/").users()
    #expect(users.map(\.companyName) == ["Co", nil])
    await #expect(throws: PeopleRouletteFailure.gateway(.badStatus(500))) {
      try await HTTPUsersGateway(transport: transport, base: server.baseURL + "/down").users()
    }
    await #expect(throws: PeopleRouletteFailure.self) {
      try await HTTPUsersGateway(transport: transport, base: server.baseURL + "/broken").users()
    }
    let closed = try FixtureHTTPServer.closedPortURL()
    await #expect(throws: PeopleRouletteFailure.gateway(.offline)) {
      try await HTTPUsersGateway(transport: transport, base: closed).users()
    }
  }
}
