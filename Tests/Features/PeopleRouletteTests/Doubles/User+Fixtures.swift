@testable import PeopleRoulette

/// `count` people, ids 1 … count; the odd ones have a company.
func makeUsers(_ count: Int) -> [User] {
  (0..<count).map { index in
    let number = index + 1
    return User(
      id: UserID(number), name: "Person \(number)", username: "p\(number)", email: "p\(number)@example.org",
      companyName: number % 2 == 0 ? nil : "Company \(number)")
  }
}
