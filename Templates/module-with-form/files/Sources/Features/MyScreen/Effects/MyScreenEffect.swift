/// What the interactors ask of the outside world (the effect handler runs it).
public enum MyScreenEffect: Hashable, Sendable {
  case loadItems
  case loadItem(id: Int)
  case setDone(Bool, id: Int)
  case add(MyScreenDraft)
}
