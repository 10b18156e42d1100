/// A JSON object that keeps its members in insertion order, so what the host
/// writes is byte-for-byte reproducible (transcripts depend on it).
///
/// Equality ignores order: two objects are equal when they have the same keys
/// with equal values, as JSON defines it.
public struct JSONObject: Sendable, Hashable {
  /// A struct, not a tuple: arrays of tuples go through generic tuple
  /// metadata on every copy and destroy, which the hot path felt.
  public private(set) var members: [JSONMember]

  public init() { members = [] }

  /// An empty object with room for `capacity` members (builders that know their size).
  public init(capacity: Int) {
    members = []
    members.reserveCapacity(capacity)
  }

  /// Members in the order given; a repeated key keeps its first position
  /// and its last value (as json-c does).
  public init(_ members: [(String, JSONValue)]) {
    self.members = []
    self.members.reserveCapacity(members.count)
    for (key, value) in members {
      if let index = self.members.firstIndex(where: { $0.key == key }) {
        self.members[index].value = value
      } else {
        self.members.append(JSONMember(key: key, value: value))
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
      case (nil, let value?): members.append(JSONMember(key: key, value: value))
      case (nil, nil): break
      }
    }
  }

  /// Appends without looking for an existing key: for builders that know
  /// their keys are distinct.
  public mutating func append(_ key: String, _ value: JSONValue) {
    members.append(JSONMember(key: key, value: value))
  }

  public mutating func reserveCapacity(_ capacity: Int) { members.reserveCapacity(capacity) }

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

/// One member of a `JSONObject`.
public struct JSONMember: Sendable, Hashable {
  public var key: String
  public var value: JSONValue
  public init(key: String, value: JSONValue) {
    self.key = key
    self.value = value
  }
}
