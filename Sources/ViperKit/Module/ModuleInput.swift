import JSONValue

/// The typed input a module's screen opens with. Routers hand it over as a
/// Swift value; from the wire (`view/open {input}`) the host decodes it.
public protocol ModuleInput: Sendable {
  /// Decodes the input sent by a frontend; nil when `input` was absent.
  init(json: JSONValue?) throws(InputError)
  /// A JSON Schema of what `init(json:)` takes: `module/list` reports it as
  /// the module's `input`. Nil: the module takes no input.
  static var schema: JSONValue? { get }
}

extension ModuleInput {
  public static var schema: JSONValue? { nil }
}

/// For modules that take no input: absent, `null`, or an object — whose
/// members, by the one rule for inputs, are ignored.
public struct NoInput: ModuleInput, Equatable {
  public init() {}
  public init(json: JSONValue?) throws(InputError) {
    switch json {
    case nil, .null?, .object?: return
    case let other?: throw InputError("this module takes no input, got \(other.kindName)")
    }
  }
}

/// A module input that could not be decoded: the frontend gets -32602.
public struct InputError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

/// The input a screen is created with.
public enum ScreenInput: Sendable {
  case none
  /// Handed over by a router, already typed.
  case typed(any ModuleInput)
  /// Sent by a frontend.
  case json(JSONValue)

  /// The input as the module's own type: a typed value passes through, JSON
  /// is decoded, anything else is an `InputError`.
  public func decode<Input: ModuleInput>(as type: Input.Type) throws(InputError) -> Input {
    switch self {
    case .none: return try Input(json: nil)
    case .json(let json): return try Input(json: json)
    case .typed(let value):
      guard let input = value as? Input else {
        throw InputError("the screen was given input meant for another module")
      }
      return input
    }
  }
}

extension ModuleInput where Self: Decodable {
  /// A `Decodable` input decodes from the wire with `JSONValueDecoder`: one
  /// rule for every module (unknown members ignored; a missing or mistyped
  /// member named). An absent or `null` input decodes as `{}`.
  public init(json: JSONValue?) throws(InputError) {
    self = try JSONValueDecoder.decodeInput(Self.self, from: json)
  }
}
