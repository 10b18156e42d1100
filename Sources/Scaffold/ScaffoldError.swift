/// Why the generator wrote nothing: one sentence for a person.
public struct ScaffoldError: Error, Equatable, CustomStringConvertible, Sendable {
  public var description: String

  public init(_ description: String) { self.description = description }

  public static func badName(_ name: String) -> ScaffoldError {
    ScaffoldError(
      "\"\(name)\" is not a module name: lowercase letters and digits in words joined by single hyphens, "
        + "starting with a letter, at most \(NameForms.maxLength) characters (e.g. weather-log)")
  }
}
