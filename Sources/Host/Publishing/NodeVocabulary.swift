import ViperKit

/// The node types a frontend renders (`initialize` `capabilities.nodes`),
/// and what it gets in place of the others (PROTOCOL.md §6, rule 8): a
/// readable tree of the version 1.0 types, never a node it cannot show.
/// Members that came later are announced as `type.member` (`list.actions`).
struct NodeVocabulary {
  /// The types of protocol 1.0, which every frontend renders (the schema's `x-render`, generated).
  static let original = Set(ViewNode.NodeType.original.map(\.rawValue))
  /// The later members a frontend announces, and the fallback for those it does not.
  enum Feature: String, CaseIterable {
    /// Rows' `actions`.
    case rowActions = "list.actions"
    /// Rows' `toggle`.
    case rowToggle = "list.toggle"
    /// A list's `window` (`view/rows`).
    case window = "list.window"
  }
  /// Every type this host writes, and every later member.
  static let all = Set(ViewNode.NodeType.allCases.map(\.rawValue)).union(Feature.allCases.map(\.rawValue))

  private let renders: Set<String>
  /// The node types among `renders`, one bit each (`bit(_:)`), and whether
  /// that is all of them: read once, at `initialize`, not hashed at every
  /// node of every update (issue #40).
  private let renderedTypes: UInt64
  /// Rows' actions and rows' toggles are rendered.
  private let rendersRowActions: Bool
  private let rendersRowToggles: Bool
  private let rendersWindows: Bool
  /// Every type this host writes is rendered: trees go as they are.
  let rendersAll: Bool

  init(renders: Set<String> = NodeVocabulary.all) {
    let renders = renders.union(Self.original)
    self.renders = renders
    renderedTypes = ViewNode.NodeType.allCases.filter { renders.contains($0.rawValue) }.reduce(0) { $0 | $1.bit }
    rendersRowActions = renders.contains(Feature.rowActions.rawValue)
    rendersRowToggles = renders.contains(Feature.rowToggle.rawValue)
    rendersWindows = renders.contains(Feature.window.rawValue)
    rendersAll = renders.isSuperset(of: Self.all)
  }

  private func renders(_ feature: Feature) -> Bool {
    switch feature {
    case .rowActions: rendersRowActions
    case .rowToggle: rendersRowToggles
    case .window: rendersWindows
    }
  }

  /// `tree` in the frontend's vocabulary: itself (not copied) when it holds
  /// no type the frontend lacks — every tree of most screens.
  func adapt(_ tree: ViewNode) -> ViewNode {
    guard !rendersAll, lacks(tree) else { return tree }
    return adapted(tree).first ?? tree
  }

  /// Whether `node` holds a type or a member the frontend does not render.
  private func lacks(_ node: ViewNode) -> Bool {
    switch node {
    case .list(let list):
      return (!rendersWindows && list.window != nil)
        || (!rendersRowActions && list.items.contains { !$0.actions.isEmpty })
        || (!rendersRowToggles && list.items.contains { $0.toggle != nil })
    default:
      guard renderedTypes & node.nodeType.bit != 0 else { return true }
      let children = node.children
      return !children.isEmpty && lacks(any: children)
    }
  }

  /// The nodes read in place: no copy of the array or of a node, so no
  /// reference counted. The buffer does not leave the closure.
  private func lacks(any nodes: [ViewNode]) -> Bool {
    nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices where lacks(nodes[index]) { return true }
      return false
    }
  }

  /// The nodes that stand for `node`: itself, or its readable fallback; its children adapted first.
  private func adapted(_ node: ViewNode) -> [ViewNode] {
    let node = node.children.isEmpty ? node : node.withChildren(node.children.flatMap(adapted))
    if case .list(let list) = node {
      let (action, items, window) = (list.action, list.items, list.window)
      guard let window, !rendersWindows else { return rows(action: action, items: Array(items), window: window) }
      // Right after the list: where its rows are, More and Earlier; then the lists of its rows' actions.
      var nodes = rows(action: action, items: Array(items), window: nil)
      nodes.insert(contentsOf: windowFallback(action, window, held: items.count), at: 1)
      return nodes
    }
    return renders.contains(node.nodeType.rawValue) ? [node] : fallback(node)
  }

  /// What a frontend that lacks `node`'s type gets instead: nodes of
  /// protocol 1.0, as the type's struct says (`readable`).
  private func fallback(_ node: ViewNode) -> [ViewNode] { node.readable }

  /// A list as a frontend without rows' toggles or actions can read and use
  /// it: a toggle's state in the row's title; each action, in the order the
  /// rows first offer it, a titled list of the rows that offer it.
  private func rows(action: ActionName, items: [ListItem], window: ListWindow?) -> [ViewNode] {
    var order: [ActionName] = []
    var titles: [ActionName: String] = [:]
    var offered: [ActionName: [ListItem]] = [:]
    let shown = items.map { item -> ListItem in
      var row = item
      if !renders(.rowToggle), let toggle = row.toggle {
        row.title = "\(row.title): \(toggle.on ? "on" : "off")"
        row.toggle = nil
      }
      if !renders(.rowActions) {
        for rowAction in row.actions {
          if titles[rowAction.action] == nil {
            order.append(rowAction.action)
            titles[rowAction.action] = rowAction.title
          }
          offered[rowAction.action, default: []].append(ListItem(key: row.key, title: row.title))
        }
        row.actions = []
      }
      return row
    }
    let lists = order.flatMap { name -> [ViewNode] in
      let list = ViewNode.list(action: name, items: ListRows(offered[name] ?? []))
      let title = titles[name] ?? name.rawValue
      return renders.contains("section") ? [.section(title: title, children: [list])] : [.text(title), list]
    }
    return [.list(action: action, items: ListRows(shown), window: window)] + lists
  }

  /// Where the rows held sit, More (the next rows appended) and, past the
  /// first row, Earlier: every row reachable with `view/event` alone.
  private func windowFallback(_ list: ActionName, _ window: ListWindow, held: Int) -> [ViewNode] {
    let end = window.start + held
    let place: String
    if held == 0 {
      place = "No rows"
    } else if let total = window.total {
      place = "Rows \(window.start + 1)–\(end) of \(total)"
    } else {
      place = "Rows \(window.start + 1)–\(end)" + (window.more ? ", more after" : "")
    }
    var nodes: [ViewNode] = [
      .text(place), .button(action: WindowedList.moreAction(of: list), title: "More", enabled: window.more),
    ]
    if window.start > 0 { nodes.append(.button(action: WindowedList.earlierAction(of: list), title: "Earlier")) }
    return nodes
  }
}
