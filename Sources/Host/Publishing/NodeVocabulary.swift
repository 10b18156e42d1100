import ViperKit

/// The node types a frontend renders (`initialize` `capabilities.nodes`),
/// and what it gets in place of the others (PROTOCOL.md §6, rule 8): a
/// readable tree of the version 1.0 types, never a node it cannot show.
struct NodeVocabulary {
  /// The types of protocol 1.0, which every frontend renders.
  static let original: Set<String> = ["screen", "text", "image", "button", "list", "picker", "spinner", "alert"]
  /// Every type this host writes.
  static let all = Set(ViewNode.NodeType.allCases.map(\.rawValue))

  private let renders: Set<String>

  init(renders: Set<String> = NodeVocabulary.all) { self.renders = renders.union(Self.original) }

  /// Every type this host writes is rendered: trees go as they are.
  var rendersAll: Bool { renders.isSuperset(of: Self.all) }

  /// `tree` in the frontend's vocabulary: itself (not copied) when it holds
  /// no type the frontend lacks — every tree of most screens.
  func adapt(_ tree: ViewNode) -> ViewNode {
    guard !rendersAll, lacks(tree) else { return tree }
    return adapted(tree).first ?? tree
  }

  /// Whether `node` holds a type the frontend does not render.
  private func lacks(_ node: ViewNode) -> Bool {
    !renders.contains(node.nodeType.rawValue) || node.children.contains(where: lacks)
  }

  /// The nodes that stand for `node`: itself, or its readable fallback; its children adapted first.
  private func adapted(_ node: ViewNode) -> [ViewNode] {
    let node = node.children.isEmpty ? node : node.withChildren(node.children.flatMap(adapted))
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
}
