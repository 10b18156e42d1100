import JSONValue
import ViperKit

/// What a plugin answers for a screen (`screen/open`, `screen/event`,
/// `screen/resume`) and what a `screen/update` carries: the view as it is
/// now, a navigation, and how many effects it started (each one later sends
/// exactly one `screen/update`).
public struct ScreenReply: Sendable {
  public var view: ViewNode?
  public var navigation: Navigation?
  public var effects: Int

  public init(view: ViewNode?, navigation: Navigation? = nil, effects: Int = 0) {
    self.view = view
    self.navigation = navigation
    self.effects = effects
  }

  /// The most effects one answer may announce (the host's per-view limit is lower).
  public static let maxEffects = 64

  public var json: JSONValue {
    var object = JSONObject()
    if let view { object.append("view", view.json) }
    if let navigation { object.append("navigation", navigation.json) }
    if effects > 0 { object.append("effects", .int(Int64(effects))) }
    return .object(object)
  }

  public init(json: JSONValue) throws(PluginMessageError) {
    guard case .object(let object) = json else {
      throw PluginMessageError("the answer must be an object, got \(json.kindName)")
    }
    switch object["view"] {
    case nil, .null?: view = nil
    case let value?:
      do {
        view = try ViewNode(json: value, path: "$.view")
      } catch {
        throw PluginMessageError("bad view: \(error)")
      }
    }
    if case .screen = view ?? .screen(title: "", children: []) {
    } else {
      throw PluginMessageError("bad view: $.view: the root must be a screen")
    }
    if let problem = view?.inputProblem { throw PluginMessageError("bad view: $.view: \(problem)") }
    switch object["navigation"] {
    case nil, .null?: navigation = nil
    case let value?: navigation = try Navigation(json: value)
    }
    switch object["effects"] {
    case nil, .null?: effects = 0
    case .int(let count)? where count >= 0 && count <= Self.maxEffects: effects = Int(count)
    case let other?:
      let got = other.intValue.map { "\($0)" } ?? other.kindName
      throw PluginMessageError("effects must be an integer from 0 to \(Self.maxEffects), got \(got)")
    }
  }
}

/// A message that breaks the module-side protocol.
public struct PluginMessageError: Error, Equatable, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}
