import ViperKit

extension ScreenTester {
  /// The field with `key` in the view as the host would send it now (its
  /// value, `error`, `enabled`, …); nil when the view has none.
  ///
  /// ```swift
  /// try screen.edit("title", .text("Milk"))
  /// #expect(screen.field("title")?.value == "Milk")
  /// ```
  public func field(_ key: InputKey) -> Field? { view.field(keyed: key) }

  /// The error the field or choice with `key` shows now; nil when it shows
  /// none (or the view has no such input).
  ///
  /// ```swift
  /// try screen.edit("title", .text(""), left: true)
  /// #expect(screen.error(of: "title") == "A title is needed.")
  /// ```
  public func error(of key: InputKey) -> String? { field(key)?.error ?? choice(key)?.error }

  /// The choice with `key` in the view now (its options, `chosen`, error);
  /// nil when the view has none.
  ///
  /// ```swift
  /// try screen.edit("size", .choice("m"))
  /// #expect(screen.choice("size")?.chosen == ["m"])
  /// ```
  public func choice(_ key: InputKey) -> Choice? { view.choice(keyed: key) }

  /// The toggle with `key` in the view now (a list row's toggle is keyed by
  /// its row); nil when the view has none.
  public func toggle(_ key: InputKey) -> Toggle? { view.toggle(keyed: key) }

  /// The form with `key` in the view now; nil when the view has none.
  public func form(_ key: InputKey) -> Form? { view.form(keyed: key) }

  /// The message about the whole form with `formKey` (e.g. why saving
  /// failed); nil when it shows none (or the view has no such form).
  ///
  /// ```swift
  /// await screen.runEffects()  // the save, against a gateway that refuses
  /// #expect(screen.formMessage("item") == "The item could not be saved.")
  /// ```
  public func formMessage(_ formKey: InputKey) -> String? { form(formKey)?.message }
}

extension ViewNode {
  /// The field with `key`, wherever it is in the tree (in a form or not).
  public func field(keyed key: InputKey) -> Field? {
    if case .field(let field)? = input(key)?.input { return field }
    return nil
  }

  /// The toggle with `key`, wherever it is in the tree.
  public func toggle(keyed key: InputKey) -> Toggle? {
    if case .toggle(let toggle)? = input(key)?.input { return toggle }
    return nil
  }

  /// The choice with `key`, wherever it is in the tree.
  public func choice(keyed key: InputKey) -> Choice? {
    if case .choice(let choice)? = input(key)?.input { return choice }
    return nil
  }

  /// The form with `key`, wherever it is in the tree.
  public func form(keyed key: InputKey) -> Form? {
    let found = firstNode {
      if case .form(let form) = $0 { return form.key == key }
      return false
    }
    if case .form(let form)? = found { return form }
    return nil
  }
}
