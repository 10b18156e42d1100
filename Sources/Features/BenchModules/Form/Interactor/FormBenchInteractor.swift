import ViperKit

/// The form's values, whether it was submitted, and whether a save is
/// running. The token is never part of a snapshot (rule 6): a restored form
/// starts without it.
public struct FormBenchInteractor: Interactor, Hashable, Codable, Sendable {
  public typealias Intent = FormBenchIntent
  public typealias Result = FormBenchSaved
  public typealias Effect = FormBenchSave
  public typealias Route = Never

  /// The text inputs, by their keys.
  public enum Input: String, Hashable, Codable, CodingKey, Sendable, CaseIterable {
    case name, email, upper, digits, note, token
  }

  public let saveMs: Int
  public internal(set) var values: [Input: String] = [:]
  public internal(set) var share = false
  /// Inputs the user left (or every one, after a submit): their errors show.
  public internal(set) var checked: Set<Input> = []
  public internal(set) var saving = false
  /// What the last save stored, shown under the form.
  public internal(set) var saved: String?

  public init(saveMs: Int) { self.saveMs = saveMs }

  public func value(_ input: Input) -> String { values[input] ?? "" }

  /// Why the form cannot be saved as it is, per input.
  public var problems: [Input: String] {
    var problems: [Input: String] = [:]
    if value(.name).isEmpty { problems[.name] = "A name is required" }
    if !value(.email).isEmpty, !value(.email).contains("@") { problems[.email] = "An email address has an @" }
    return problems
  }

  public mutating func start() -> Transition<FormBenchSave, Never> { .none }

  public mutating func restored() -> Transition<FormBenchSave, Never> {
    saving ? .effect(FormBenchSave(summary: summary, delayMs: saveMs)) : .none
  }

  public mutating func handle(_ event: ModuleEvent<FormBenchIntent, FormBenchSaved>) -> Transition<FormBenchSave, Never>
  {
    switch event {
    case .intent(.edited(let input, let text, let left)):
      guard !saving else { return .none }
      switch input {
      case .upper: values[input] = text.uppercased()  // normalized: comes back changed
      case .digits where !text.allSatisfy(\.isASCIIDigit): break  // refused: keeps the last value
      default: values[input] = text
      }
      if left { checked.insert(input) }
    case .intent(.shareFlipped(let on)):
      guard !saving else { return .none }
      share = on
    case .intent(.clearTapped):
      guard !saving else { return .none }
      values[.name] = ""  // the module's own replacement
    case .intent(.submitted):
      guard !saving else { return .none }
      checked = Set(Input.allCases)
      guard problems.isEmpty else { return .none }
      saving = true
      return .effect(FormBenchSave(summary: summary, delayMs: saveMs))
    case .result(let result):
      saving = false
      saved = result.summary
    }
    return .none
  }

  /// What a save stores: every value but the token, which only counts.
  private var summary: String {
    let fields = Input.allCases.filter { $0 != .token }.map { "\($0.rawValue)=\(value($0))" }
    return (fields + ["share=\(share)", "token=\(value(.token).isEmpty ? "not set" : "set")"])
      .joined(separator: " ")
  }

  private enum CodingKeys: String, CodingKey {
    case saveMs, values, share, checked, saving, saved
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    saveMs = try container.decode(Int.self, forKey: .saveMs)
    let texts = try container.nestedContainer(keyedBy: Input.self, forKey: .values)
    for input in Input.allCases where input != .token {
      values[input] = try texts.decodeIfPresent(String.self, forKey: input)
    }
    share = try container.decode(Bool.self, forKey: .share)
    checked = Set(try container.decode([Input].self, forKey: .checked))
    saving = try container.decode(Bool.self, forKey: .saving)
    saved = try container.decodeIfPresent(String.self, forKey: .saved)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(saveMs, forKey: .saveMs)
    // In a fixed order (a snapshot is compared as text: debug/state, transcripts).
    var texts = container.nestedContainer(keyedBy: Input.self, forKey: .values)
    for input in Input.allCases where input != .token {
      try texts.encodeIfPresent(values[input], forKey: input)
    }
    try container.encode(share, forKey: .share)
    try container.encode(Input.allCases.filter(checked.contains), forKey: .checked)
    try container.encode(saving, forKey: .saving)
    try container.encodeIfPresent(saved, forKey: .saved)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
