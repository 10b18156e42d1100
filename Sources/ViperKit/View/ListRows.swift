/// The rows of a list: a persistent vector (a 32-way tree of immutable
/// chunks) rather than an array, so that replacing one row of a long list
/// copies one path of the tree and shares the rest with the list before.
/// Comparing two versions then skips every shared chunk by identity, and
/// `changedIndices(from:)` finds the changed rows without visiting the
/// others: the host's change check and patch cost the change, not the list.
///
/// Build one like an array (`ListRows(items)` or an array literal); read it
/// as a random-access collection.
public struct ListRows: Sendable {
  /// Bits of an index per tree level: 32 children or items per chunk.
  static let bits = 5
  static let width = 1 << bits
  static let mask = width - 1

  /// A leaf holds items, an inner chunk holds chunks; never changed after it is made.
  final class Chunk: Sendable {
    let items: [ListItem]
    let children: [Chunk]
    init(items: [ListItem]) {
      self.items = items
      self.children = []
    }
    init(children: [Chunk]) {
      self.items = []
      self.children = children
    }
  }

  /// Full leaves from the left, the last one possibly partial; every level
  /// filled the same way. The shape depends on the count alone.
  private let root: Chunk
  /// Bits to shift an index by at the root (0 when the root is a leaf).
  private let shift: Int
  public let count: Int

  public init() {
    self.init(Array<ListItem>())
  }

  public init(_ items: some Sequence<ListItem>) {
    var level = [Chunk]()
    var leaf = [ListItem]()
    leaf.reserveCapacity(Self.width)
    var count = 0
    for item in items {
      leaf.append(item)
      count += 1
      if leaf.count == Self.width {
        level.append(Chunk(items: leaf))
        leaf.removeAll(keepingCapacity: true)
      }
    }
    if !leaf.isEmpty || level.isEmpty { level.append(Chunk(items: leaf)) }
    var shift = 0
    while level.count > 1 {
      level = stride(from: 0, to: level.count, by: Self.width).map {
        Chunk(children: Array(level[$0..<Swift.min($0 + Self.width, level.count)]))
      }
      shift += Self.bits
    }
    self.root = level[0]
    self.shift = shift
    self.count = count
  }

  private init(root: Chunk, shift: Int, count: Int) {
    self.root = root
    self.shift = shift
    self.count = count
  }

  /// This list with the row at `index` replaced: the chunks on its path are
  /// copied, all others are shared.
  public func replacing(_ index: Int, with item: ListItem) -> ListRows {
    precondition(indices.contains(index), "row \(index) out of 0..<\(count)")
    return ListRows(root: Self.replacing(in: root, shift: shift, index: index, with: item), shift: shift, count: count)
  }

  private static func replacing(in chunk: Chunk, shift: Int, index: Int, with item: ListItem) -> Chunk {
    if shift == 0 {
      var items = chunk.items
      items[index & mask] = item
      return Chunk(items: items)
    }
    var children = chunk.children
    let slot = (index >> shift) & mask
    children[slot] = replacing(in: children[slot], shift: shift - bits, index: index, with: item)
    return Chunk(children: children)
  }

  /// The indices of the rows that differ from `old`'s, in order, when both
  /// lists have the same length (else nil: rows may have moved). Chunks the
  /// two lists share are skipped without looking inside.
  public func changedIndices(from old: ListRows) -> [Int]? {
    guard count == old.count else { return nil }
    var changed: [Int] = []
    Self.collectChanges(old.root, root, shift: shift, offset: 0, into: &changed)
    return changed
  }

  private static func collectChanges(_ old: Chunk, _ new: Chunk, shift: Int, offset: Int, into changed: inout [Int]) {
    if old === new { return }
    if shift == 0 {
      for index in new.items.indices where old.items[index] != new.items[index] { changed.append(offset + index) }
      return
    }
    for slot in new.children.indices {
      collectChanges(
        old.children[slot], new.children[slot], shift: shift - bits, offset: offset + slot << shift, into: &changed)
    }
  }

  /// The leaves in order: iteration goes leaf by leaf, not down the tree per row.
  fileprivate var leaves: [Chunk] {
    var leaves: [Chunk] = []
    leaves.reserveCapacity((count + Self.mask) / Self.width)
    func collect(_ chunk: Chunk, _ shift: Int) {
      if shift == 0 { return leaves.append(chunk) }
      for child in chunk.children { collect(child, shift - Self.bits) }
    }
    collect(root, shift)
    return leaves
  }
}

extension ListRows: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public subscript(index: Int) -> ListItem {
    precondition(indices.contains(index), "row \(index) out of 0..<\(count)")
    var chunk = root
    var shift = shift
    while shift > 0 {
      chunk = chunk.children[(index >> shift) & Self.mask]
      shift -= Self.bits
    }
    return chunk.items[index & Self.mask]
  }

  public struct Iterator: IteratorProtocol {
    private let leaves: [Chunk]
    private var leaf = 0
    private var item = 0

    fileprivate init(leaves: [Chunk]) { self.leaves = leaves }

    public mutating func next() -> ListItem? {
      while leaf < leaves.count {
        let items = leaves[leaf].items
        if item < items.count {
          defer { item += 1 }
          return items[item]
        }
        leaf += 1
        item = 0
      }
      return nil
    }
  }

  public func makeIterator() -> Iterator { Iterator(leaves: leaves) }
}

extension ListRows: Hashable {
  /// Shared chunks are equal without a look inside.
  public static func == (lhs: ListRows, rhs: ListRows) -> Bool {
    lhs.count == rhs.count && equal(lhs.root, rhs.root)
  }

  private static func equal(_ lhs: Chunk, _ rhs: Chunk) -> Bool {
    if lhs === rhs { return true }
    if lhs.children.isEmpty { return lhs.items == rhs.items }
    return lhs.children.indices.allSatisfy { equal(lhs.children[$0], rhs.children[$0]) }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for item in self { hasher.combine(item) }
  }
}

extension ListRows: ExpressibleByArrayLiteral {
  public init(arrayLiteral items: ListItem...) { self.init(items) }
}

extension ListRows: CustomStringConvertible {
  public var description: String { Array(self).description }
}
