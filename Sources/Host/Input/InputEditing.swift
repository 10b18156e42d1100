import JSONValue
import ViperKit
import Wire

/// One `view/input` as its params said it.
struct EditRequest {
  let key: InputKey
  let seq: Int
  /// The request's `value` (absent: nil; `null`: `.null`) and `secret` (absent or `null`: nil).
  let value: JSONValue?
  let secret: JSONValue?
  let left: Bool
}

/// The host's side of an edit (PROTOCOL.md §6, "Input"): checked against
/// the input as the frontend was sent it, a stale one answered and dropped, a view whose
/// effects are at their limit busy; applied or refused, the view's next
/// tree answers the edit (its `seq`), so a refused value is restored.
struct InputEditing {
  let publisher: Publisher
  let runner: StackRunner
  let maxEffectsPerView: Int

  /// The `seq`s an edit may have: every JSON number up to 2^53 − 1 is exact in a double (JavaScript's).
  static let seqRange = 1...((1 << 53) - 1)

  /// Takes the edit; returns the input's `seq` after it (the answer's `seq`).
  func take(_ request: EditRequest, in view: OpenView) throws(RPCError) -> Int {
    let key = request.key
    guard let (input, form) = publisher.sentInput(key, of: view.id) else { throw .unknownInput(key) }
    // Only an input the frontend got as one can be edited: not one it was
    // sent as text (rule 8), nor one of a view it got as the Too-large placeholder.
    guard publisher.shown(view).input(key) != nil else { throw .unknownInput(key) }
    // Resent after a reconnect, or overtaken: the host has a later one.
    guard request.seq > publisher.inputSeq(key, of: view.id) else { return publisher.inputSeq(key, of: view.id) }
    try runner.effects.ensureRoom(for: view.id, limit: maxEffectsPerView)
    publisher.edited(key, seq: request.seq, of: view.id)
    let edit: InputEdit
    let reaction: Reaction
    do throws(RPCError) {
      do {
        edit = try EditCheck.edit(
          of: input, in: form, value: request.value, secret: request.secret, left: request.left)
      } catch {
        throw RPCError.editRefused(key, error)
      }
      do {
        reaction = try view.screen.input(edit)
      } catch {
        throw RPCError.editRefused(key, error)
      }
    } catch {
      // The refused edit is answered too: its `seq` restores the host's value (rule 2).
      publisher.publish(view)
      throw error
    }
    let secure = if case .field(let field) = input { field.kind == .secure } else { false }
    try runner.apply(reaction, from: view, step: .input(edit, secure: secure))
    if let failure = view.screen.failure { throw RPCError.pluginFailed(failure) }
    return publisher.inputSeq(key, of: view.id)
  }
}
