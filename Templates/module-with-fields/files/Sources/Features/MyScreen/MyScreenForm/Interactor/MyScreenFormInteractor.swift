import JSONValue
import ViperKit

/// The form's logic, with no I/O: the draft of every field (bound to its
/// input key: ViperKit's `RecordDraft`), the item it edits (read first),
/// the save, and back once saved. Problems show once a field was left or
/// after Save. `Codable`, so a restored session brings what was typed back;
/// a secret comes back empty (docs/MODULE-SHAPE.md, "What is saved").
public struct MyScreenFormInteractor: Interactor, Hashable, Codable, Sendable {
  public enum Route: Hashable, Sendable {
    /// Saved: back to the screen below.
    case saved
    case cancelled
  }

  /// The item edited; nil: a new one.
  public let id: Int?
  /// The day the form opened, or was restored (`YYYY-MM-DD`): where a date's bounds counted from today fall.
  public private(set) var today: String
  public internal(set) var draft = RecordDraft()
  /// The item is being read (editing), or the draft saved: the form is pending.
  public internal(set) var isLoading: Bool
  public internal(set) var isSaving = false
  /// Why the last read or save failed.
  public internal(set) var failure: MyScreenFailure?

  public init(id: Int?, today: String) {
    self.id = id
    self.today = today
    isLoading = id != nil
  }

  public mutating func start() -> Transition<MyScreenEffect, Route> {
    guard let id else { return .none }
    return .effect(.loadItem(id))
  }

  /// A save that was running is not sent again (a secret did not survive the restart): the user saves again.
  public mutating func restored() -> Transition<MyScreenEffect, Route> {
    isSaving = false
    return isLoading ? start() : .none
  }

  /// Every field's problem, shown or not.
  public var problems: [InputKey: RecordProblem] { draft.problems(MyScreenFields.all, today: today) }

  public mutating func handle(_ event: ModuleEvent<MyScreenFormIntent, MyScreenResult>)
    -> Transition<MyScreenEffect, Route>
  {
    switch event {
    case .intent(.cancelTapped): return .route(.cancelled)
    case .intent(.alertDismissed):
      failure = nil
      if isLoading { return .route(.cancelled) }  // the item could not be read: nothing to edit, back
    case .intent(.edited(let edit)):
      guard !isSaving, !isLoading else { return .none }
      _ = try? draft.apply(edit, to: MyScreenFields.all)  // the adapter checked it
    case .intent(.saveTapped):
      guard !isSaving, !isLoading else { return .none }
      draft.submit()
      guard let values = draft.values(MyScreenFields.all, today: today) else { return .none }
      (isSaving, failure) = (true, nil)
      return .effect(.save(id: id, values))
    case .result(.itemLoaded(let item)) where isLoading && item.id == id:
      (draft, isLoading) = (RecordDraft(item.values, fields: MyScreenFields.all), false)
    case .result(.readFailed(let failure)) where isLoading:
      self.failure = failure
    case .result(.saved) where isSaving:
      return .route(.saved)  // pending until it closes: no view between the save and the pop
    case .result(.saveFailed(let failure)) where isSaving:
      (isSaving, self.failure) = (false, failure)
    case .result: break
    }
    return .none
  }
}

extension MyScreenFormInteractor: SnapshotRepresentable {
  /// What was typed, as `Codable` writes it (never a secret: `RecordDraft` leaves them out).
  public var snapshot: JSONValue { (try? JSONValueEncoder.encode(self)) ?? .null }

  /// Restored into the form the module made just now: everything saved but the day, which is the clock's
  /// today (a form restored tomorrow counts "not after today" from tomorrow).
  public mutating func restore(snapshot: JSONValue) throws(SnapshotError) {
    do {
      let today = self.today
      self = try JSONValueDecoder.decode(Self.self, from: snapshot)
      self.today = today
    } catch {
      throw SnapshotError("the snapshot does not decode: \(error)")
    }
  }
}
