/// A field's value once its text passed the field's checks: what a gateway
/// stores and a presenter shows. A secret is carried as a `Secret`, so it
/// never prints and no snapshot holds it.
public enum RecordValue: Hashable, Sendable {
  /// An optional field left empty (no text, number, day, time or choice).
  case none
  case text(String)
  case secret(Secret)
  /// A secret is stored: a read gives only that (a write of it keeps the stored one).
  case secretSaved
  case integer(Int)
  case decimal(ExactDecimal)
  /// `YYYY-MM-DD`.
  case day(String)
  /// `HH:MM`.
  case time(String)
  case flag(Bool)
  /// The chosen option keys, in the options' order (one at most for a `choice`).
  case chosen([String])

  /// As a person reads it on a row or a detail (a secret: that one is kept, never what it is).
  public func shown(in field: RecordField) -> String {
    switch self {
    case .none: "—"
    case .text(let text), .day(let text), .time(let text): text
    case .secret(let secret): secret.isEmpty ? "—" : "Saved"
    case .secretSaved: "Saved"
    case .integer(let number): String(number)
    case .decimal(let number): number.description
    case .flag(let on): on ? "Yes" : "No"
    case .chosen(let keys):
      keys.isEmpty
        ? "—" : keys.map { key in field.options.first { $0.key == key }?.title ?? key }.joined(separator: ", ")
    }
  }
}
