import JSONValue
import ViperKit

/// `{"step": N}`, N from 1 to 100: how much the add button adds. Absent,
/// `null` or `{}`: 1 (so home opens the screen without input).
/// `EncodableModuleInput`: it has a JSON form (`json`), which a router's
/// `Destination` requires, so a saved session or a link can open the screen again.
public struct MyScreenInput: EncodableModuleInput, Equatable {
  public static let steps = 1...100

  public var step: Int

  public init(step: Int = 1) { self.step = step }

  public init(json: JSONValue?) throws(InputError) {
    let step = try JSONValueDecoder.decodeInput(Wire.self, from: json).step ?? 1
    guard Self.steps.contains(step) else { throw InputError("\"step\" must be 1 … 100, not \(step)") }
    self.step = step
  }

  public var json: JSONValue { ["step": .int(Int64(step))] }

  /// The wire's shape, decoded by the kit's one rule.
  private struct Wire: Decodable { var step: Int? }
}

extension MyScreenInput {
  public static var schema: JSONValue? {
    [
      "type": "object",
      "properties": [
        "step": ["type": "integer", "minimum": 1, "maximum": 100, "description": "what the add button adds; absent: 1"]
      ],
    ]
  }
}
