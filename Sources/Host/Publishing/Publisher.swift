import JSONValue
import ViperKit
import Wire

/// Tells the frontend what each open view shows (PROTOCOL §5, §10): whole
/// (`view/update`) or as a patch (`view/patch`), never longer than
/// `maxMessageBytes`. The only owner of revs, of the trees last sent and of
/// the Too-large placeholder; nothing else writes a view to the wire.
///
/// Each update is written once, as JSON text straight from the nodes; the
/// text of the view sent whole is kept, and `view/get` answers with it
/// while the view is unchanged. When the sink finds an update too large,
/// the same builder makes the placeholder update instead.
final class Publisher {
  /// What the frontend has of one view: a class, so that reading one
  /// member (a rev, the tree sent) copies nothing and counts no references
  /// of the others.
  private final class Publication {
    /// Grows by one per update; the first update is rev 1.
    var rev = 0
    /// The tree last sent, to skip updates that change nothing.
    var lastSent: ViewNode?
    /// `lastSent` holds inputs (`containsInputs`, asked once per update).
    var sentHoldsInputs = false
    /// `lastSent` in the frontend's vocabulary, as it was sent: the next
    /// patch is taken from it, not from the tree adapted again.
    var lastShown: ViewNode?
    /// The length of the last tree sent, as compact JSON; nil when unknown
    /// (too large to send, or the output closed): the next update is whole.
    var treeBytes: Int?
    /// What the frontend got instead of the last tree, when that was too
    /// large to send: `view/get` answers with it.
    var placeholder: ViewNode?
    /// Its inputs' stamps (rule 1).
    var inputs = InputStamps()
    /// The JSON text of what the frontend shows (the tree last sent whole,
    /// or the placeholder); nil after a patch, until `view/get` writes it.
    var shownText: [UInt8]?
  }

  private let sink: any MessageSink
  private let maxMessageBytes: Int
  /// The frontend announced `capabilities.viewPatch` in `initialize`.
  private(set) var sendsPatches = false
  /// The node types the frontend renders (`capabilities.nodes`).
  private var vocabulary = NodeVocabulary()
  private var publications: [ViewID: Publication] = [:]
  /// The publication looked up last: an event asks for its view's several
  /// times (the sent tree, the update, the rev), and a string compared costs
  /// less than one hashed (issue #40).
  private var recent: (view: ViewID, publication: Publication)?

  init(sink: any MessageSink, maxMessageBytes: Int) {
    self.sink = sink
    self.maxMessageBytes = maxMessageBytes
  }

  /// Set once, by `initialize`.
  func takeCapabilities(patches: Bool, vocabulary: NodeVocabulary) {
    sendsPatches = patches
    self.vocabulary = vocabulary
    for id in publications.keys {
      let shown = publications[id]?.lastSent.map(vocabulary.adapt)
      publications[id]?.shownText = nil
      publications[id]?.lastShown = shown
    }
  }

  /// The rev of the last update of `view`; 0 before its first.
  func rev(of view: ViewID) -> Int { lookup(view)?.rev ?? 0 }

  /// What the frontend shows for `view`: the tree last sent (or its
  /// placeholder), else the current one.
  func shown(_ view: OpenView) -> ViewNode {
    let publication = lookup(view.id)
    return publication?.placeholder ?? publication?.lastShown ?? vocabulary.adapt(view.screen.view)
  }

  /// The JSON text of `shown(view)`: the text last sent while the view is
  /// unchanged (a resync writes it as it is), else written now and kept.
  func shownText(_ view: OpenView) -> [UInt8] {
    guard lookup(view.id)?.lastSent != nil else { return ViewNodeText.make(shown(view)) }
    if let text = lookup(view.id)?.shownText { return text }
    let text = ViewNodeText.make(shown(view))
    lookup(view.id)?.shownText = text
    return text
  }

  /// The input `key` in the view as last sent (with its stamp), and the form it is in.
  func sentInput(_ key: InputKey, of view: ViewID) -> (input: ViewInput, form: Form?)? {
    lookup(view)?.lastSent?.input(key)
  }

  /// The view's tree as last sent if it holds inputs (a form, a field); nil
  /// otherwise: most events' views have none, and then nothing is walked.
  func sentTreeHoldingInputs(of view: ViewID) -> ViewNode? {
    guard let publication = lookup(view), publication.sentHoldsInputs else { return nil }
    return publication.lastSent
  }

  /// The `seq` of the latest edit of `key` the view's tree answers.
  func inputSeq(_ key: InputKey, of view: ViewID) -> Int { lookup(view)?.inputs.seq(of: key) ?? 0 }

  /// An edit of `key` reached the screen or was refused: the next tree answers it, even unchanged (rule 2).
  func edited(_ key: InputKey, seq: Int, of view: ViewID) {
    publication(of: view).inputs.edited(key, seq: seq)
  }

  /// The view closed: its revs and trees go with it.
  func forget(_ view: ViewID) {
    publications[view] = nil
    if recent?.view == view { recent = nil }
  }

  /// The publication of `view`, if it has one.
  private func lookup(_ view: ViewID) -> Publication? {
    if let recent, recent.view == view { return recent.publication }
    guard let publication = publications[view] else { return nil }
    recent = (view, publication)
    return publication
  }

  /// Sends the view if it changed: as `view/patch` when the frontend takes
  /// patches and the patch line is shorter than the `view/update` line would
  /// be (and within `maxMessageBytes`), else as `view/update`. Returns the
  /// view's rev now.
  @discardableResult
  func publish(_ view: OpenView) -> Int { publish(view, publication(of: view.id)) }

  /// The view's publication, made at its first use.
  private func publication(of view: ViewID) -> Publication {
    if let publication = lookup(view) { return publication }
    let publication = Publication()
    publications[view] = publication
    recent = (view, publication)
    return publication
  }

  private func publish(_ view: OpenView, _ publication: Publication) -> Int {
    let tree = view.screen.view
    let holdsInputs = tree.containsInputs
    let new = publication.inputs.stamp(tree, holdingInputs: holdsInputs)
    if new == publication.lastSent { return publication.rev }
    publication.lastSent = new
    publication.sentHoldsInputs = holdsInputs
    // What the frontend renders of them (the same trees for ours).
    let (oldShown, newShown) = (publication.lastShown, vocabulary.adapt(new))
    // A change the frontend's vocabulary does not show (a window's anchor, to
    // one without list.window) is no change for it: no update, no rev.
    if !vocabulary.rendersAll, publication.placeholder == nil, let oldShown, oldShown == newShown {
      return publication.rev
    }
    publication.rev += 1
    publication.lastShown = newShown
    if sendsPatches, let oldShown, let treeBytes = publication.treeBytes {
      var sizeChange = 0
      let operations = ViewPatch.diff(oldShown, newShown, sizeChange: &sizeChange)
      var patch = JSONWriter()
      patch.object { message in
        message.key("jsonrpc")
        message.string("2.0")
        message.key("method")
        message.string(HostNotification.viewPatch.rawValue)
        message.key("params")
        message.object { params in
          params.key("viewId")
          params.string(view.id.rawValue)
          params.key("rev")
          params.int(publication.rev)
          params.key("ops")
          params.array { ops in
            for operation in operations {
              ops.element()
              ops.value(operation.json)
            }
          }
        }
      }
      let wholeBytes = envelopeBytes(view, rev: publication.rev) + treeBytes + sizeChange
      if patch.count < wholeBytes && patch.count < maxMessageBytes {
        sink.send { $0.raw(patch.bytes) }
        publication.treeBytes = treeBytes + sizeChange
        publication.shownText = nil
        return publication.rev
      }
    }
    // The tree is written in place into the message; its text is kept from there (one copy).
    var text: [UInt8] = []
    let delivery = sink.send { message in
      update(&message, view, rev: publication.rev) { tree in
        let start = tree.count
        ViewNodeText.write(newShown, into: &tree)
        text = Array(tree.bytes[start...])
      }
    }
    switch delivery {
    case .written:
      publication.placeholder = nil
      publication.treeBytes = sendsPatches ? text.count : nil
      publication.shownText = text
    case .tooLarge(let bytes):
      // Same view, same rev, a screen that says so (§10).
      let placeholder = TooLargeView.node(bytes: bytes, limit: maxMessageBytes)
      let placeholderText = ViewNodeText.make(placeholder)
      publication.placeholder = placeholder
      publication.treeBytes = nil
      publication.shownText = placeholderText
      sink.send { update(&$0, view, rev: publication.rev) { $0.raw(placeholderText) } }
    case .dropped:
      publication.treeBytes = nil
      publication.shownText = nil
    }
    return publication.rev
  }

  /// The one writer of a `view/update` (the hot path: the view's text
  /// written from its nodes into the message by `tree`).
  private func update(
    _ message: inout JSONWriter, _ view: OpenView, rev: Int, tree: (inout JSONWriter) -> Void
  ) {
    message.object { message in
      message.key("jsonrpc")
      message.string("2.0")
      message.key("method")
      message.string(HostNotification.viewUpdate.rawValue)
      message.key("params")
      message.object { params in
        params.key("viewId")
        params.string(view.id.rawValue)
        params.key("module")
        params.string(view.module.rawValue)
        params.key("rev")
        params.int(rev)
        params.key("view")
        tree(&params)
      }
    }
  }

  /// The length of a `view/update` line of `view` without its tree.
  private func envelopeBytes(_ view: OpenView, rev: Int) -> Int {
    var message = JSONWriter()
    update(&message, view, rev: rev) { $0.null() }
    return message.count - 4  // "null"
  }
}
