import ViperKit

/// The node types a frontend renders (`initialize` `capabilities.nodes`),
/// and what it gets in place of the others (PROTOCOL.md §6, rule 8): a
/// readable tree of the version 1.0 types, never a node it cannot show.
/// Members that came later are announced as `type.member` (`list.actions`).
struct NodeVocabulary {
  /// The types of protocol 1.0, which every frontend renders.
  static let original: Set<String> = ["screen", "text", "image", "button", "list", "picker", "spinner", "alert"]
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
  private let renderedTypes: UInt32
  /// Rows' actions and rows' toggles are rendered.
  private let rendersRowActions: Bool
  private let rendersRowToggles: Bool
  private let rendersWindows: Bool
  /// Every type this host writes is rendered: trees go as they are.
  let rendersAll: Bool

  init(renders: Set<String> = NodeVocabulary.all) {
    let renders = renders.union(Self.original)
    self.renders = renders
    renderedTypes = ViewNode.NodeType.allCases.filter { renders.contains($0.rawValue) }.reduce(0) { $0 | Self.bit($1) }
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

  /// One bit per node type (its place among the cases).
  private static func bit(_ type: ViewNode.NodeType) -> UInt32 {
    let place: UInt32 =
      switch type {
      case .screen: 0
      case .text: 1
      case .image: 2
      case .button: 3
      case .list: 4
      case .picker: 5
      case .spinner: 6
      case .alert: 7
      case .field: 8
      case .toggle: 9
      case .form: 10
      case .stack: 11
      case .section: 12
      case .choice: 13
      case .toolbar: 14
      }
    return 1 << place
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
    case .list(_, let items, let window):
      return (!rendersWindows && window != nil) || (!rendersRowActions && items.contains { !$0.actions.isEmpty })
        || (!rendersRowToggles && items.contains { $0.toggle != nil })
    case .screen(_, let children), .stack(_, let children), .section(_, let children):
      return renderedTypes & Self.bit(node.nodeType) == 0 || lacks(any: children)
    case .form(let form):
      return renderedTypes & Self.bit(.form) == 0 || lacks(any: form.children)
    default:
      return renderedTypes & Self.bit(node.nodeType) == 0
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
    if case .list(let action, let items, let window) = node {
      guard let window, !rendersWindows else { return rows(action: action, items: Array(items), window: window) }
      // Right after the list: where its rows are, More and Earlier; then the lists of its rows' actions.
      var nodes = rows(action: action, items: Array(items), window: nil)
      nodes.insert(contentsOf: windowFallback(action, window, held: items.count), at: 1)
      return nodes
    }
    return renders.contains(node.nodeType.rawValue) ? [node] : fallback(node)
  }

  /// What a frontend that lacks `node`'s type gets instead: nodes of protocol 1.0.
  private func fallback(_ node: ViewNode) -> [ViewNode] {
    switch node {
    case .field(let field):
      let value = field.kind == .secure ? "(hidden)" : field.value.isEmpty ? "(empty)" : field.value
      return [.text("\(field.label): \(value)")] + (field.error.map { [.text("\(field.label): \($0)")] } ?? [])
    case .toggle(let toggle):
      return [.text("\(toggle.label): \(toggle.on ? "on" : "off")")]
    case .choice(let choice):
      let keys = Set(choice.value.chosen ?? [])
      let titles = choice.options.filter { keys.contains($0.key) }.map(\.title)
      return [.text("\(choice.label): \(titles.isEmpty ? "(none)" : titles.joined(separator: ", "))")]
        + (choice.error.map { [.text("\(choice.label): \($0)")] } ?? [])
    case .toolbar(let actions):
      return actions.map { .button(action: $0.action, title: $0.title, enabled: $0.enabled) }
    case .form(let form):
      return form.children + (form.message.map { [.text($0)] } ?? [])
        + [.button(action: form.submit.action, title: form.submit.title, enabled: !form.pending, busy: form.pending)]
    case .stack(_, let children):
      return children
    case .section(let title, let children):
      return [.text(title)] + children
    case .screen, .text, .image, .button, .list, .picker, .spinner, .alert:
      // Protocol 1.0: every frontend renders them.
      return [node]
    }
  }

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
