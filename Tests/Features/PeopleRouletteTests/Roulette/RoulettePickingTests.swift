import Testing
import ViperKit

@testable import PeopleRoulette

/// What the roulette picks, over many counts and seeds: the chosen number
/// of distinct cached people, the same for the same seed.
@Suite("Roulette picking")
struct RoulettePickingTests {
  func ready(_ count: Int, seed: UInt64) -> RouletteInteractor {
    RouletteInteractor(random: SeededRandomNumberGenerator(seed: seed), cached: makeUsers(count))
  }

  func spin(_ interactor: inout RouletteInteractor) throws -> [User] {
    let route = try #require(interactor.handle(.intent(.rouletteTapped)).route)
    guard case .showPicked(let users) = route else { throw PickingError.notAPick }
    return users
  }

  enum PickingError: Error { case notAPick }

  @Test("the roulette picks the chosen number of distinct cached people", arguments: 1...10)
  func picksDistinctCachedPeople(count: Int) throws {
    var interactor = ready(10, seed: UInt64(count))
    _ = interactor.handle(.intent(.countChosen(count)))
    let picked = try spin(&interactor)
    #expect(picked.count == count)
    #expect(Set(picked.map(\.id)).count == count)
    #expect(Set(picked).isSubset(of: Set(makeUsers(10))))
  }

  @Test func theSameSeedPicksTheSamePeopleAndAnotherSeedOthers() throws {
    func picks(seed: UInt64) throws -> [[UserID]] {
      var interactor = ready(10, seed: seed)
      _ = interactor.handle(.intent(.countChosen(3)))
      return try (0..<4).map { _ in try spin(&interactor).map(\.id) }
    }
    #expect(try picks(seed: 42) == picks(seed: 42))
    #expect(try picks(seed: 42) != picks(seed: 43))
  }

  @Test func eachSpinOfOneScreenDrawsAgain() throws {
    var interactor = ready(10, seed: 5)
    _ = interactor.handle(.intent(.countChosen(5)))
    let spins = try (0..<4).map { _ in try spin(&interactor).map(\.id) }
    #expect(Set(spins).count > 1)
  }
}
