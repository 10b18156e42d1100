/// A view's inputs, found by key: what the host checks an edit against, and
/// what it stamps (PROTOCOL.md §6, "Input").
package enum ViewInput: Hashable, Sendable {
  case field(Field)
  /// A toggle node, or a list row's toggle (keyed by the row, labelled with its title).
  case toggle(Toggle)
  case choice(Choice)

  package var key: InputKey {
    switch self {
    case .field(let field): field.key
    case .toggle(let toggle): toggle.key
    case .choice(let choice): choice.key
    }
  }

  /// The value as the module has it.
  package var value: InputValue {
    switch self {
    case .field(let field): .text(field.value)
    case .toggle(let toggle): .on(toggle.on)
    case .choice(let choice): choice.value
    }
  }
}

extension ListItem {
  /// The row's toggle as the input it is: keyed by the row, labelled with its title.
  public var toggleInput: Toggle? {
    guard let toggle else { return nil }
    var input = Toggle(key: InputKey(key), label: title, on: toggle.on, enabled: toggle.enabled)
    input.stamp = toggle.stamp
    return input
  }
}

extension ViewNode {
  /// Whether any input is in the tree (most views have none: then nothing is walked twice).
  public var containsInputs: Bool {
    switch self {
    case .field, .toggle, .form, .choice: true
    case .list(let list): list.items.contains { $0.toggle != nil }
    // Any container, whatever its type (a leaf's children are none).
    default: Self.containInputs(children)
    }
  }

  /// The children read in place, not `children.contains(where:)`: no copy
  /// of the array or of a node, so no reference counted (every update asks
  /// it; issue #40). The buffer does not leave the closure.
  private static func containInputs(_ nodes: [ViewNode]) -> Bool {
    nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices where nodes[index].containsInputs { return true }
      return false
    }
  }

  /// The input with `key`, and the form it is in (if any).
  package func input(_ key: InputKey) -> (input: ViewInput, form: Form?)? {
    func find(_ node: ViewNode, form: Form?) -> (input: ViewInput, form: Form?)? {
      switch node {
      case .field(let field) where field.key == key: return (.field(field), form)
      case .toggle(let toggle) where toggle.key == key: return (.toggle(toggle), form)
      case .choice(let choice) where choice.key == key: return (.choice(choice), form)
      case .list(let list):
        for item in list.items where item.key == key.rawValue {
          if let toggle = item.toggleInput { return (.toggle(toggle), form) }
        }
        return nil
      case .form(let inner):
        for child in inner.children { if let found = find(child, form: inner) { return found } }
        return nil
      default:
        for child in node.children { if let found = find(child, form: form) { return found } }
        return nil
      }
    }
    return find(self, form: nil)
  }

  /// What is wrong with the tree's inputs and controls, if anything: two
  /// inputs (or forms) with one key; a form, an alert or a screen inside a
  /// form; a toolbar that is not a child of the screen; a choice with two
  /// options of one key; a row with both an accessory and actions.
  public var inputProblem: String? {
    var keys: Set<InputKey> = []
    func claim(_ key: InputKey) -> String? {
      keys.insert(key).inserted ? nil : "two inputs have the key \"\(key)\""
    }
    func check(_ node: ViewNode, inForm: Bool, underScreen: Bool) -> String? {
      switch node {
      case .screen where inForm: return "a screen is inside a form"
      case .alert where inForm: return "an alert is inside a form"
      case .toolbar where !underScreen: return "a toolbar is not a child of the screen"
      case .field(let field): return claim(field.key)
      case .toggle(let toggle): return claim(toggle.key)
      case .choice(let choice):
        guard Set(choice.options.map(\.key)).count == choice.options.count else {
          return "the choice \"\(choice.key)\" has two options with one key"
        }
        return claim(choice.key)
      case .list(let list):
        for item in list.items {
          if item.accessory != nil, !item.actions.isEmpty {
            return "the row \"\(item.key)\" has both an accessory and actions"
          }
          if item.toggle != nil, let problem = claim(InputKey(item.key)) { return problem }
        }
        return nil
      case .form(let form):
        if inForm { return "a form is inside the form \"\(form.key)\"" }
        guard keys.insert(form.key).inserted else { return "two forms or inputs have the key \"\(form.key)\"" }
        for child in form.children {
          if let problem = check(child, inForm: true, underScreen: false) { return problem }
        }
        return nil
      default:
        let isScreen = if case .screen = node { true } else { false }
        for child in node.children {
          if let problem = check(child, inForm: inForm, underScreen: isScreen) { return problem }
        }
        return nil
      }
    }
    return check(self, inForm: false, underScreen: false)
  }
}
