import JSONValue
import ViperKit
import Wire

/// Publishing a view: whole, or as a patch (PROTOCOL §5), within
/// `maxMessageBytes` (§10).
extension HostCore {
  /// Sends the view if it changed: as `view/patch` when the frontend takes
  /// patches and the patch line is shorter than the `view/update` line would
  /// be (and within `maxMessageBytes`), else as `view/update`.
  func sendUpdateIfChanged(_ view: OpenView) {
    guard let (old, new) = view.takeChange() else { return }
    if sendsPatches, let old, let treeBytes = view.treeBytes {
      var sizeChange = 0
      let operations = JSONValue.array(ViewPatch.diff(old, new, sizeChange: &sizeChange).map(\.json))
      let patch = RPCOutgoing.notification(
        "view/patch", ["viewId": .string(view.id.rawValue), "rev": .int(Int64(view.rev)), "ops": operations])
      let patchBytes = JSONSerializer.bytes(patch).count
      let wholeBytes = updateEnvelopeBytes(view) + treeBytes + sizeChange
      if patchBytes < wholeBytes && patchBytes < configuration.maxMessageBytes {
        sink.send(patch)
        view.treeBytes = treeBytes + sizeChange
        return
      }
    }
    // The hot path: the view goes straight into a json-c tree.
    let params = JSONCObject()
    params.set("viewId", view.id.rawValue)
    params.set("module", view.module.rawValue)
    params.set("rev", view.rev)
    params.set("view", ViewNodeTree.make(new))
    let message = JSONCObject()
    message.set("jsonrpc", "2.0")
    message.set("method", "view/update")
    message.set("params", params.pointer)
    let update = {
      RPCOutgoing.notification(
        "view/update",
        [
          "viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue),
          "rev": .int(Int64(view.rev)), "view": new.json,
        ])
    }
    let written = sink.send(tree: message.pointer, message: update)
    if written > 0 {
      view.placeholder = nil
      view.treeBytes = sendsPatches ? written - 1 - updateEnvelopeBytes(view) : nil
    } else {
      // Replaced (too large) or not sent at all (the output closed).
      view.treeBytes = nil
      let size = JSONSerializer.bytes(update()).count
      view.placeholder = TooLargeView.node(bytes: size, limit: configuration.maxMessageBytes)
    }
  }

  /// The length of a `view/update` line of `view` without its tree.
  func updateEnvelopeBytes(_ view: OpenView) -> Int {
    let envelope = RPCOutgoing.notification(
      "view/update",
      [
        "viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue),
        "rev": .int(Int64(view.rev)), "view": .null,
      ])
    return JSONSerializer.bytes(envelope).count - 4  // "null"
  }
}
