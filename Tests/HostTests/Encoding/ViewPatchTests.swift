import JSONValue
import Testing
import ViperKit

@testable import Host

/// A small RFC 6902 applier (add, remove, replace), enough to check that the
/// host's patches turn the old tree's JSON into the new one's.
func apply(_ operations: [ViewPatch.Operation], to document: JSONValue) -> JSONValue {
  var document = document
  for operation in operations {
    let tokens = operation.path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
    document = applying(operation, tokens[...], to: document)
  }
  return document
}

private func applying(_ operation: ViewPatch.Operation, _ tokens: ArraySlice<String>, to node: JSONValue) -> JSONValue {
  guard let token = tokens.first else { return operation.value ?? .null }
  let last = tokens.count == 1
  switch node {
  case .object(var object):
    if last && operation.kind == .remove {
      object[token] = nil
    } else if last {
      object[token] = operation.value
    } else {
      object[token] = applying(operation, tokens.dropFirst(), to: object[token] ?? .null)
    }
    return .object(object)
  case .array(var array):
    let index = Int(token)!
    if last {
      switch operation.kind {
      case .add: array.insert(operation.value!, at: index)
      case .remove: array.remove(at: index)
      case .replace: array[index] = operation.value!
      }
    } else {
      array[index] = applying(operation, tokens.dropFirst(), to: array[index])
    }
    return .array(array)
  default:
    return node
  }
}

@Suite("View patches")
struct ViewPatchTests {
  func rows(_ titles: [String]) -> ViewNode {
    .screen(
      title: "Rows",
      children: [
        .list(
          action: "select",
          items: ListRows(titles.enumerated().map { ListItem(key: String($0.offset), title: $0.element) })),
        .button(action: "refresh", title: "Refresh"),
      ])
  }

  func roundTrips(_ old: ViewNode, _ new: ViewNode) -> Bool {
    apply(ViewPatch.diff(old, new), to: old.json) == new.json
  }

  @Test func oneChangedRowIsOneSmallReplace() {
    let old = rows((0..<1000).map { "row \($0)" })
    var titles = (0..<1000).map { "row \($0)" }
    titles[500] = "changed"
    let operations = ViewPatch.diff(old, rows(titles))
    #expect(operations.map(\.path) == ["/children/0/items/500"])
    #expect(operations.first?.value == ["key": "500", "title": "changed"])
    #expect(roundTrips(old, rows(titles)))
  }

  @Test func unchangedTreesNeedNoOperations() {
    #expect(ViewPatch.diff(rows(["a"]), rows(["a"])).isEmpty)
  }

  @Test func insertionsRemovalsTitlesAndNodeTypesRoundTrip() {
    let cases: [(ViewNode, ViewNode)] = [
      (rows(["a", "b", "c"]), rows(["a", "x", "b", "c"])),
      (rows(["a", "b", "c", "d"]), rows(["a", "d"])),
      (rows([]), rows(["a", "b"])),
      (rows(["a", "b"]), rows([])),
      (.screen(title: "A", children: [.text("x")]), .screen(title: "B", children: [.spinner(label: nil), .text("x")])),
      (.screen(title: "A", children: [.text("x"), .spinner(label: "s")]), .screen(title: "A", children: [.text("y")])),
      (.text("root"), .screen(title: "A", children: [])),
    ]
    for (old, new) in cases { #expect(roundTrips(old, new), "\(old) -> \(new)") }
  }

  @Test func randomEditsRoundTrip() {
    var generator = SeededRandomNumberGenerator(seed: 11)
    var titles = (0..<20).map { "r\($0)" }
    for _ in 0..<300 {
      var next = titles
      switch Int.random(in: 0..<4, using: &generator) {
      case 0 where !next.isEmpty: next.remove(at: Int.random(in: 0..<next.count, using: &generator))
      case 1:
        next.insert(
          "n\(Int.random(in: 0..<99, using: &generator))", at: Int.random(in: 0...next.count, using: &generator))
      case 2 where !next.isEmpty: next[Int.random(in: 0..<next.count, using: &generator)] = "c"
      default: next.shuffle(using: &generator)
      }
      #expect(roundTrips(rows(titles), rows(next)))
      titles = next
    }
  }

  @Test func rowsReplacedInPlaceArePatchedByIndex() {
    let items = ListRows((0..<5_000).map { ListItem(key: String($0), title: "row \($0)") })
    let changed = items.replacing(4_999, with: ListItem(key: "4999", title: "last")).replacing(
      7, with: ListItem(key: "7", title: "seventh"))
    let (old, new) = (ViewNode.list(action: "select", items: items), ViewNode.list(action: "select", items: changed))
    #expect(ViewPatch.diff(old, new).map(\.path) == ["/items/7", "/items/4999"])
    #expect(roundTrips(old, new))
  }
}
