/// A view's inputs, found by key: what the host checks an edit against, and
/// what it stamps (PROTOCOL.md §6, "Input").
public enum ViewInput: Hashable, Sendable {
  case field(Field)
  case toggle(Toggle)

  public var key: InputKey {
    switch self {
    case .field(let field): field.key
    case .toggle(let toggle): toggle.key
    }
  }

  /// The value as the module has it.
  public var value: InputValue {
    switch self {
    case .field(let field): .text(field.value)
    case .toggle(let toggle): .on(toggle.on)
    }
  }
}

extension ViewNode {
  /// Whether any input is in the tree (most views have none: then nothing is walked twice).
  public var containsInputs: Bool {
    switch self {
    case .field, .toggle, .form: true
    default: children.contains(where: \.containsInputs)
    }
  }

  /// The input with `key`, and the form it is in (if any).
  public func input(_ key: InputKey) -> (input: ViewInput, form: Form?)? {
    func find(_ node: ViewNode, form: Form?) -> (input: ViewInput, form: Form?)? {
      switch node {
      case .field(let field) where field.key == key: return (.field(field), form)
      case .toggle(let toggle) where toggle.key == key: return (.toggle(toggle), form)
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

  /// What is wrong with the tree's inputs, if anything: two inputs (or
  /// forms) with one key; a form, an alert or a screen inside a form.
  public var inputProblem: String? {
    var keys: Set<InputKey> = []
    func check(_ node: ViewNode, inForm: Bool) -> String? {
      switch node {
      case .screen where inForm: return "a screen is inside a form"
      case .alert where inForm: return "an alert is inside a form"
      case .field(let field): return keys.insert(field.key).inserted ? nil : "two inputs have the key \"\(field.key)\""
      case .toggle(let toggle):
        return keys.insert(toggle.key).inserted ? nil : "two inputs have the key \"\(toggle.key)\""
      case .form(let form):
        if inForm { return "a form is inside the form \"\(form.key)\"" }
        guard keys.insert(form.key).inserted else { return "two forms or inputs have the key \"\(form.key)\"" }
        for child in form.children { if let problem = check(child, inForm: true) { return problem } }
        return nil
      default:
        for child in node.children { if let problem = check(child, inForm: inForm) { return problem } }
        return nil
      }
    }
    return check(self, inForm: false)
  }
}
