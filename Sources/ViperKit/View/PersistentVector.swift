/// An array that is a persistent vector (a 32-way tree of immutable chunks):
/// replacing one element copies one path of the tree and shares every other
/// chunk with the vector before. Comparing two versions skips shared chunks
/// by identity, and `changedIndices(from:)` finds the changed elements
/// without visiting the others.
///
/// The rows of a list are one (`ListRows`), so the host's change check and
/// patch cost the change, not the list; a model with many rows can be one
/// too, so that a view adapter's `RowMemo` finds the changed rows the same way.
///
/// Build one like an array; read and replace elements as in a random-access,
/// mutable collection (inserting and removing are not supported).
public struct PersistentVector<Element: Sendable>: Sendable {
  /// Bits of an index per tree level: 32 children or elements per chunk.
  @usableFromInline static var bits: Int { 5 }
  @usableFromInline static var width: Int { 1 << bits }
  @usableFromInline static var mask: Int { width - 1 }

  /// A leaf holds elements, an inner chunk holds chunks; never changed after it is made.
  @usableFromInline
  final class Chunk: Sendable {
    @usableFromInline let elements: [Element]
    @usableFromInline let children: [Chunk]
    @inlinable init(elements: [Element]) {
      self.elements = elements
      self.children = []
    }
    @inlinable init(children: [Chunk]) {
      self.elements = []
      self.children = children
    }
  }

  /// Full leaves from the left, the last one possibly partial; every level
  /// filled the same way, so the shape depends on the count alone.
  @usableFromInline let root: Chunk
  /// Bits to shift an index by at the root (0 when the root is a leaf).
  @usableFromInline let shift: Int
  public let count: Int

  @inlinable
  public init() {
    self.init([])
  }

  @inlinable
  public init(_ elements: some Sequence<Element>) {
    var level = [Chunk]()
    var leaf = [Element]()
    leaf.reserveCapacity(Self.width)
    var count = 0
    for element in elements {
      leaf.append(element)
      count += 1
      if leaf.count == Self.width {
        level.append(Chunk(elements: leaf))
        leaf.removeAll(keepingCapacity: true)
      }
    }
    if !leaf.isEmpty || level.isEmpty { level.append(Chunk(elements: leaf)) }
    var shift = 0
    while level.count > 1 {
      level = stride(from: 0, to: level.count, by: Self.width).map {
        Chunk(children: Array(level[$0..<Swift.min($0 + Self.width, level.count)]))
      }
      shift += Self.bits
    }
    self.init(root: level[0], shift: shift, count: count)
  }

  @inlinable
  init(root: Chunk, shift: Int, count: Int) {
    self.root = root
    self.shift = shift
    self.count = count
  }

  /// This vector with the element at `index` replaced: the chunks on its
  /// path are copied, all others are shared.
  @inlinable
  public func replacing(_ index: Int, with element: Element) -> PersistentVector {
    precondition(indices.contains(index), "index \(index) out of 0..<\(count)")
    return PersistentVector(
      root: Self.replacing(in: root, shift: shift, index: index, with: element), shift: shift, count: count)
  }

  @inlinable
  static func replacing(in chunk: Chunk, shift: Int, index: Int, with element: Element) -> Chunk {
    if shift == 0 {
      var elements = chunk.elements
      elements[index & mask] = element
      return Chunk(elements: elements)
    }
    var children = chunk.children
    let slot = (index >> shift) & mask
    children[slot] = replacing(in: children[slot], shift: shift - bits, index: index, with: element)
    return Chunk(children: children)
  }

  /// The leaves in order: iteration goes leaf by leaf, not down the tree per element.
  @inlinable
  var leaves: [Chunk] {
    var leaves: [Chunk] = []
    leaves.reserveCapacity((count + Self.mask) / Self.width)
    var pending = [(root, shift)]
    while let (chunk, shift) = pending.popLast() {
      if shift == 0 {
        leaves.append(chunk)
      } else {
        pending += chunk.children.reversed().map { ($0, shift - Self.bits) }
      }
    }
    return leaves
  }
}

extension PersistentVector where Element: Equatable {
  /// The indices of the elements that differ from `old`'s, in order, when
  /// both have the same length (else nil: elements may have moved). Chunks
  /// the two share are skipped without looking inside.
  @inlinable
  public func changedIndices(from old: PersistentVector) -> [Int]? {
    guard count == old.count else { return nil }
    var changed: [Int] = []
    Self.collectChanges(old.root, root, shift: shift, offset: 0, into: &changed)
    return changed
  }

  @inlinable
  static func collectChanges(_ old: Chunk, _ new: Chunk, shift: Int, offset: Int, into changed: inout [Int]) {
    if old === new { return }
    if shift == 0 {
      for index in new.elements.indices where old.elements[index] != new.elements[index] {
        changed.append(offset + index)
      }
      return
    }
    for slot in new.children.indices {
      collectChanges(
        old.children[slot], new.children[slot], shift: shift - bits, offset: offset + slot << shift, into: &changed)
    }
  }
}

extension PersistentVector: RandomAccessCollection, MutableCollection {
  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { count }

  @inlinable
  public subscript(index: Int) -> Element {
    get {
      precondition(indices.contains(index), "index \(index) out of 0..<\(count)")
      var chunk = root
      var shift = shift
      while shift > 0 {
        chunk = chunk.children[(index >> shift) & Self.mask]
        shift -= Self.bits
      }
      return chunk.elements[index & Self.mask]
    }
    set { self = replacing(index, with: newValue) }
  }

  public struct Iterator: IteratorProtocol {
    @usableFromInline let leaves: [Chunk]
    @usableFromInline var leaf = 0
    @usableFromInline var element = 0

    @inlinable init(leaves: [Chunk]) { self.leaves = leaves }

    @inlinable
    public mutating func next() -> Element? {
      while leaf < leaves.count {
        let elements = leaves[leaf].elements
        if element < elements.count {
          defer { element += 1 }
          return elements[element]
        }
        leaf += 1
        element = 0
      }
      return nil
    }
  }

  @inlinable public func makeIterator() -> Iterator { Iterator(leaves: leaves) }
}

extension PersistentVector: Equatable where Element: Equatable {
  /// Shared chunks are equal without a look inside.
  @inlinable
  public static func == (lhs: PersistentVector, rhs: PersistentVector) -> Bool {
    lhs.count == rhs.count && equal(lhs.root, rhs.root)
  }

  @inlinable
  static func equal(_ lhs: Chunk, _ rhs: Chunk) -> Bool {
    if lhs === rhs { return true }
    if lhs.children.isEmpty { return lhs.elements == rhs.elements }
    return lhs.children.indices.allSatisfy { equal(lhs.children[$0], rhs.children[$0]) }
  }
}

extension PersistentVector: Hashable where Element: Hashable {
  @inlinable
  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for element in self { hasher.combine(element) }
  }
}

extension PersistentVector: ExpressibleByArrayLiteral {
  @inlinable public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension PersistentVector: CustomStringConvertible {
  public var description: String { Array(self).description }
}

/// The rows of a list view (see `ViewNode.list`).
public typealias ListRows = PersistentVector<ListItem>
