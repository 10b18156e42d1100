/// A persistent vector is written as the JSON array of its elements, and
/// read back from one (a snapshot of a screen that holds one).
extension PersistentVector: Encodable where Element: Encodable {
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    for element in self { try container.encode(element) }
  }
}

extension PersistentVector: Decodable where Element: Decodable {
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    var elements = [Element]()
    while !container.isAtEnd { elements.append(try container.decode(Element.self)) }
    self.init(elements)
  }
}
