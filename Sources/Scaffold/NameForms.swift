/// A module name (`weather-log`) and the forms the templates need: the
/// Swift type prefix (`WeatherLog`), a variable (`weatherLog`), a Python
/// module (`weather_log`) and a title (`Weather log`).
public struct NameForms: Equatable, Sendable {
  /// The longest name the generator takes (the wire allows 128 bytes; type
  /// names derived from a longer one would be unwieldy).
  public static let maxLength = 64

  public let name: String
  public let typeName: String
  public let variableName: String
  public let snakeName: String
  public let title: String

  /// `nil` unless `name` is lowercase words of ASCII letters and digits
  /// joined by single hyphens, starting with a letter: `[a-z][a-z0-9]*(-[a-z0-9]+)*`.
  public init?(_ name: String) {
    let words = name.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
    guard name.utf8.count <= Self.maxLength, let first = words.first?.utf8.first,
      (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first),
      words.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy(Self.isWordByte) })
    else { return nil }
    let capitalized = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }
    self.name = name
    typeName = capitalized.joined()
    variableName = words[0] + capitalized.dropFirst().joined()
    snakeName = words.joined(separator: "_")
    title = ([capitalized[0]] + words.dropFirst()).joined(separator: " ")
  }

  private static func isWordByte(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
