import ViperKit

/// The node types a frontend renders (`initialize` `capabilities.nodes`),
/// and what it gets in place of the others (PROTOCOL.md §6, rule 8): a
/// readable tree of the version 1.0 types, never a node it cannot show.
struct NodeVocabulary {
  /// The types of protocol 1.0, which every frontend renders.
  static let original: Set<String> = ["screen", "text", "image", "button", "list", "picker", "spinner", "alert"]
  static let all = original.union(["field", "toggle", "form", "stack", "section"])

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

  /// Whether `node` holds a type the frontend does not render (lists are leaves: never walked).
  private func lacks(_ node: ViewNode) -> Bool {
    switch node {
    case .field: !renders.contains("field")
    case .toggle: !renders.contains("toggle")
    case .form(let form): !renders.contains("form") || form.children.contains(where: lacks)
    case .stack(_, let children): !renders.contains("stack") || children.contains(where: lacks)
    case .section(_, let children): !renders.contains("section") || children.contains(where: lacks)
    case .screen(_, let children): children.contains(where: lacks)
    case .text, .image, .button, .list, .picker, .spinner, .alert: false
    }
  }

  /// The nodes that stand for `node`: itself, or its readable fallback.
  private func adapted(_ node: ViewNode) -> [ViewNode] {
    switch node {
    case .screen(let title, let children):
      return [.screen(title: title, children: children.flatMap(adapted))]
    case .field(let field) where !renders.contains("field"):
      let value = field.kind == .secure ? "(hidden)" : field.value.isEmpty ? "(empty)" : field.value
      return [.text("\(field.label): \(value)")] + (field.error.map { [.text("\(field.label): \($0)")] } ?? [])
    case .toggle(let toggle) where !renders.contains("toggle"):
      return [.text("\(toggle.label): \(toggle.on ? "on" : "off")")]
    case .form(var form):
      form.children = form.children.flatMap(adapted)
      guard !renders.contains("form") else { return [.form(form)] }
      return form.children + (form.message.map { [.text($0)] } ?? [])
        + [.button(action: form.submit.action, title: form.submit.title, enabled: !form.pending, busy: form.pending)]
    case .stack(let axis, let children):
      let inner = children.flatMap(adapted)
      return renders.contains("stack") ? [.stack(axis: axis, children: inner)] : inner
    case .section(let title, let children):
      let inner = children.flatMap(adapted)
      return renders.contains("section") ? [.section(title: title, children: inner)] : [.text(title)] + inner
    default:
      return [node]
    }
  }
}
