/// One field of `--fields`: `name:kind[:option]…`, each option checked for its kind.
extension FieldSpec {
  static func field(_ word: String) throws(ScaffoldError) -> Field {
    let parts = word.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2 else {
      throw refusal("\"\(word)\": a field is name:kind[:option]… (e.g. title:text:required)")
    }
    guard let name = NameForms(parts[0]), parts[0].utf8.count <= 40 else {
      throw refusal(
        "\"\(word)\": \"\(parts[0])\" is not a field name: lowercase words joined by hyphens, starting with a "
          + "letter, at most 40 characters (e.g. spent-on)")
    }
    guard let kind = Kind(rawValue: parts[1]) else {
      throw refusal(
        "\"\(word)\": no kind \"\(parts[1])\"; the kinds are "
          + Kind.allCases.map(\.rawValue).joined(separator: ", "))
    }
    var field = Field(name: name, kind: kind)
    for option in timeBoundsJoined(Array(parts.dropFirst(2)), of: kind) { try field.apply(option, in: word) }
    try field.check(in: word)
    return field
  }
}

extension FieldSpec {
  /// A time's bound holds the separator (`min=08:00` arrives as `min=08`, `00`): joined again.
  static func timeBoundsJoined(_ options: [String], of kind: Kind) -> [String] {
    guard kind == .time else { return options }
    var joined: [String] = []
    for option in options {
      let isMinutes = option.count == 2 && option.utf8.allSatisfy { (0x30...0x39).contains($0) }
      if isMinutes, let last = joined.last, last.hasPrefix("min=") || last.hasPrefix("max="), !last.contains(":") {
        joined[joined.count - 1] = last + ":" + option
      } else {
        joined.append(option)
      }
    }
    return joined
  }
}

extension FieldSpec.Field {
  fileprivate mutating func apply(_ option: String, in word: String) throws(ScaffoldError) {
    func refuse(_ why: String) -> ScaffoldError { FieldSpec.refusal("\"\(word)\": \(why)") }
    let pair = option.split(separator: "=", maxSplits: 1).map(String.init)
    switch (pair.first ?? "", pair.count) {
    case ("required", 1):
      guard kind != .toggle else { throw refuse("a toggle is on or off: it cannot be required") }
      required = true
    case ("row", 1): row = true
    case ("filter", 1): filter = true
    case ("min", 2): min = pair[1]
    case ("max", 2): max = pair[1]
    case ("places", 2):
      guard kind == .decimal, let places = Int(pair[1]), (0...6).contains(places) else {
        throw refuse("places=N is a decimal's decimal places, 0 to 6")
      }
      self.places = places
    case ("options", 2):
      guard kind == .choice || kind == .choices else { throw refuse("options= is for a choice or choices") }
      var keys: [NameForms] = []
      for key in pair[1].split(separator: "|", omittingEmptySubsequences: false).map(String.init) {
        guard let option = NameForms(key), !keys.contains(option) else {
          throw refuse("options=a|b|c: each option a distinct lowercase word or words joined by hyphens (\"\(key)\")")
        }
        keys.append(option)
      }
      options = keys
    default:
      throw refuse(
        "no option \"\(option)\"; the options are required, row, filter, min=, max=, places= (decimal), "
          + "options=a|b (choice, choices)")
    }
  }

  /// What the options mean for this kind.
  fileprivate func check(in word: String) throws(ScaffoldError) {
    func refuse(_ why: String) -> ScaffoldError { FieldSpec.refusal("\"\(word)\": \(why)") }
    if filter && !(kind == .toggle && row) { throw refuse("filter is a row toggle's (toggle:row:filter)") }
    if row && [.secure, .multiline].contains(kind) { throw refuse("a \(kind.rawValue) field is not shown on a row") }
    if (kind == .choice || kind == .choices) && options.isEmpty {
      throw refuse("a \(kind.rawValue) needs its options, e.g. options=food|travel")
    }
    for (bound, value) in [("min", min), ("max", max)] {
      guard let value else { continue }
      if !FieldBounds.isValid(value, bound: bound, of: self) {
        throw refuse("\(bound)=\(value): " + FieldBounds.expected(bound, of: self))
      }
    }
    if let min, let max, !FieldBounds.isOrdered(min, max, of: self) {
      throw refuse("min=\(min) is above max=\(max)")
    }
  }
}
