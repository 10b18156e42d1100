import ViperKit
import ViperTesting

@testable import MyScreen

extension RecordItem {
  /// The day the tests run on (a `FixedClock`'s).
  static let today = "2026-12-07"

  /// Every field's example value (ViperTesting's `RecordField.example(today:)`), as the form saves them. An
  /// example the fields refuse stops the tests here, loudly, rather than making every test pass on nothing.
  static var exampleValues: [InputKey: RecordValue] {
    var draft = RecordDraft()
    for field in MyScreenFields.all {
      do {
        try draft.apply(InputEdit(key: field.key, value: field.example(today: today)), to: MyScreenFields.all)
      } catch {
        preconditionFailure("\(field.key): its example is refused: \(error)")
      }
    }
    guard let values = draft.values(MyScreenFields.all, today: today) else {
      preconditionFailure("the examples have problems: \(draft.problems(MyScreenFields.all, today: today))")
    }
    return values
  }

  /// An item of the example values as a gateway reads it back (a secret only as saved), its row toggle `on`
  /// (if the rows have one).
  static func example(id: Int, on: Bool = false) -> RecordItem {
    var item = RecordItem(id: id, values: exampleValues.mapValues { $0.stored })
    if let toggle = MyScreenFields.rowToggle { item.values[toggle.key] = .flag(on) }
    return item
  }
}

extension RecordValue {
  /// As a gateway stores it: a secret typed is only "saved" from then on.
  var stored: RecordValue {
    if case .secret(let secret) = self { return secret.isEmpty ? .none : .secretSaved }
    return self
  }
}
