import JSONValue

/// A module input that can also be written as JSON, so a plugin's router
/// can hand it across the plugin boundary.
public protocol EncodableModuleInput: ModuleInput {
  var json: JSONValue { get }
}

extension ScreenInput {
  /// The input as JSON, as a frontend would send it; nil when there is none
  /// or it has no JSON form (an input that is not `EncodableModuleInput`).
  public var json: JSONValue? {
    switch self {
    case .none: nil
    case .json(let input): input
    case .typed(let input as any EncodableModuleInput): input.json
    case .typed: nil
    }
  }
}
