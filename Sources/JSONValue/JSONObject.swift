/// A JSON object that keeps its members in insertion order, so what the host
/// writes is byte-for-byte reproducible (transcripts depend on it).
///
/// Equality ignores order: two objects are equal when they have the same keys
/// with equal values, as JSON defines it.
public struct JSONObject: Sendable, Hashable {
  public private(set) var members: [(key: String, value: JSONValue)]

  public init() { members = [] }

  /// Members in the order given; a repeated key keeps its first position
  /// and its last value (as json-c does).
  public init(_ members: [(String, JSONValue)]) {
    self.members = []
    self.members.reserveCapacity(members.count)
    for (key, value) in members {
      if let index = self.members.firstIndex(where: { $0.key == key }) {
        self.members[index].value = value
      } else {
        self.members.append((key, value))
      }
    }
  }

  public var count: Int { members.count }
  public var keys: [String] { members.map(\.key) }

  /// Reading finds the member; writing replaces it in place or appends it;
  /// writing `nil` removes it.
  public subscript(key: String) -> JSONValue? {
    get { members.first { $0.key == key }?.value }
    set {
      let index = members.firstIndex { $0.key == key }
      switch (index, newValue) {
      case (let index?, let value?): members[index].value = value
      case (let index?, nil): members.remove(at: index)
      case (nil, let value?): members.append((key, value))
      case (nil, nil): break
      }
    }
  }

  /// Appends without looking for an existing key: for builders that know
  /// their keys are distinct.
  public mutating func append(_ key: String, _ value: JSONValue) {
    members.append((key, value))
  }

  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.count == rhs.count else { return false }
    return lhs.members.allSatisfy { rhs[$0.key] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    // Order-independent, to agree with ==.
    var combined = 0
    for member in members {
      var memberHasher = Hasher()
      memberHasher.combine(member.key)
      memberHasher.combine(member.value)
      combined ^= memberHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
  public init(dictionaryLiteral elements: (String, JSONValue)...) { self.init(elements) }
}
