/// The placeholders of the templates and what they become, replaced in one
/// pass (a replacement is never read again, so a name that contains a
/// placeholder's text stays as it is).
public struct Placeholders: Sendable {
  /// `(placeholder, replacement)`, longest placeholder first where one is a prefix of another.
  public private(set) var pairs: [(String, String)]

  /// The five forms of the template's own name, `my-screen`.
  public init(_ name: NameForms) {
    pairs = [
      ("MyScreen", name.typeName), ("myScreen", name.variableName), ("my-screen", name.name),
      ("my_screen", name.snakeName), ("My screen", name.title),
    ]
  }

  /// The five forms of a screen template's part, `my-part` (`viper-host new
  /// screen`): the screen added to the feature named by `init`.
  public mutating func add(part: NameForms) {
    for (placeholder, replacement) in [
      ("MyPart", part.typeName), ("myPart", part.variableName), ("my-part", part.name),
      ("my_part", part.snakeName), ("My part", part.title),
    ] {
      add(placeholder, replacement)
    }
  }

  /// A further exact text to replace (a placeholder given again takes the new replacement) (e.g. the SDK's package dependency).
  public mutating func add(_ placeholder: String, _ replacement: String) {
    pairs.removeAll { $0.0 == placeholder }
    pairs.append((placeholder, replacement))
    pairs.sort { $0.0.utf8.count > $1.0.utf8.count }
  }

  public func apply(to text: String) -> String {
    String(decoding: apply(to: Array(text.utf8)), as: UTF8.self)
  }

  public func apply(to bytes: [UInt8]) -> [UInt8] {
    let table = pairs.map { (Array($0.0.utf8), Array($0.1.utf8)) }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    scan: while index < bytes.count {
      for (placeholder, replacement) in table where bytes[index...].starts(with: placeholder) {
        out += replacement
        index += placeholder.count
        continue scan
      }
      out.append(bytes[index])
      index += 1
    }
    return out
  }
}
