import JSONValue

/// The screen a navigation opens: a module and its input.
public struct Destination: Sendable {
  public let module: ModuleName
  public let input: ScreenInput

  /// A router hands over a typed input that also has a JSON form
  /// (`EncodableModuleInput`): a saved session, a link and `debug/goto` write
  /// the stack as JSON, so an input without one could not come back. The
  /// compiler enforces it here.
  public init<Input: EncodableModuleInput>(_ key: ModuleKey<Input>, _ input: Input) {
    module = key.name
    self.input = .typed(input)
  }

  public init(_ key: ModuleKey<NoInput>) {
    module = key.name
    input = .none
  }

  /// For screens that open modules they only know by name (home).
  public init(untyped module: ModuleName, json: JSONValue? = nil) {
    self.module = module
    input = json.map(ScreenInput.json) ?? .none
  }

  /// The typed input, for tests of routers.
  public func input<Input: ModuleInput>(as type: Input.Type) -> Input? {
    if case .typed(let value) = input { return value as? Input }
    return nil
  }
}
