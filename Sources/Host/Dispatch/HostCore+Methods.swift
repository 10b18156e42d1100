import JSONValue
import ViperKit
import Wire

/// The methods a frontend calls (PROTOCOL §4), each from typed params to its
/// result, named after its method; the work is the parts'.
extension HostCore {
  func initialize(_ params: Params) throws(RPCError) -> JSONValue {
    if phase != .awaitingInitialize {
      throw .alreadyInitialized
    }
    let requested = try params.name("protocolVersion")
    guard requested == HostConfiguration.protocolVersion else {
      throw .unsupportedProtocolVersion(requested)
    }
    if let clientInfo = try params.optionalObject("clientInfo") {
      _ = try clientInfo.string("name")
      _ = try clientInfo.optionalString("version")
    }
    let capabilities = try params.optionalObject("capabilities")
    let patches = try capabilities?.optionalBool("viewPatch") ?? false
    // Absent: the frontend renders the types of 1.0 (rule 8).
    let nodes = try capabilities?.optionalNames("nodes") ?? []
    var result: JSONObject = [
      "protocolVersion": .string(HostConfiguration.protocolVersion),
      "hostInfo": ["name": .string(configuration.name), "version": .string(configuration.version)],
      "modules": modulesJSON,
      "limits": [
        "maxLineBytes": .int(Int64(configuration.maxLineBytes)), "maxDepth": .int(Int64(configuration.maxJSONDepth)),
        "maxViews": .int(Int64(configuration.maxViews)),
        "maxEffectsPerView": .int(Int64(configuration.maxEffectsPerView)),
        "maxMessageBytes": .int(Int64(configuration.maxMessageBytes)),
      ],
    ]
    if let history = configuration.historyLimit {
      result.append("debug", ["history": .int(Int64(history))])
    }
    if !configuration.pluginErrors.isEmpty {
      result.append(
        "pluginErrors",
        .array(
          configuration.pluginErrors.map {
            ["plugin": .string($0.plugin), "kind": .string($0.origin.rawValue), "message": .string($0.message)]
          }))
    }
    // An answer that would not fit is no answer: the host stays
    // uninitialized rather than be initialized by a reply the frontend never got.
    let size = JSONSerializer.bytes(.object(result)).count + Self.largestAnswerEnvelope
    guard size <= configuration.maxMessageBytes else {
      throw .answerTooLarge(bytes: size, limit: configuration.maxMessageBytes)
    }
    publisher.takeCapabilities(patches: patches, vocabulary: NodeVocabulary(renders: Set(nodes)))
    initialized()
    return .object(result)
  }

  /// What an answer adds around its result, with the longest id (256 bytes written).
  static let largestAnswerEnvelope = 300

  var modulesJSON: JSONValue {
    .array(
      registry.manifests.map { manifest in
        var module: JSONObject = [
          "name": .string(manifest.name.rawValue), "title": .string(manifest.title),
          "version": .string(manifest.version),
        ]
        if let input = manifest.input { module.append("input", input) }
        if manifest.origin != .builtIn { module.append("plugin", .string(manifest.origin.rawValue)) }
        return .object(module)
      })
  }

  // MARK: Views

  func viewOpen(_ params: Params) throws(RPCError) -> JSONValue {
    let module = ModuleName(try params.name("module"))
    let input = params.value("input")
    let view = try runner.navigate(.push(Destination(untyped: module, json: input)), from: nil)
    return revision(of: view)
  }

  func viewEvent(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try runner.view(params.name("viewId"))
    let action = ActionName(try params.name("action"))
    let running = runner.effects.running(for: view.id)
    guard running < configuration.maxEffectsPerView else {
      throw .tooManyEffects(view.id, running: running)
    }
    let reaction: Reaction
    do {
      reaction = try view.screen.handle(action: action, value: params.value("value"))
    } catch {
      throw RPCError.refused(error)
    }
    try runner.apply(reaction, from: view, step: .action(action, params.value("value")))
    if let failure = view.screen.failure { throw RPCError.pluginFailed(failure) }
    return revision(of: view)
  }

  /// One edit of an input (PROTOCOL.md §6, "Input"): checked against the
  /// input as sent, stale ones answered and dropped; applied or refused,
  /// the next tree answers it (its `seq`), so a refused value is restored.
  func viewInput(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try runner.view(params.name("viewId"))
    let key = InputKey(try params.name("key"))
    let seq = try params.int("seq")
    guard (1...Self.maxInputSeq).contains(seq) else {
      throw .memberMistyped("seq", expected: "an integer from 1 to 2^53 − 1", got: .int(Int64(seq)))
    }
    let left = try params.optionalBool("left") ?? false
    guard let (input, form) = publisher.sentInput(key, of: view.id) else { throw .unknownInput(key) }
    func answer() -> JSONValue {
      var result = revision(of: view)
      if case .object(var object) = result {
        object.append("seq", .int(Int64(publisher.inputSeq(key, of: view.id))))
        result = .object(object)
      }
      return result
    }
    // Resent after a reconnect, or overtaken: the host has a later one.
    guard seq > publisher.inputSeq(key, of: view.id) else { return answer() }
    let running = runner.effects.running(for: view.id)
    guard running < configuration.maxEffectsPerView else { throw .tooManyEffects(view.id, running: running) }
    publisher.edited(key, seq: seq, of: view.id)
    let edit: InputEdit
    let reaction: Reaction
    do throws(RPCError) {
      do {
        edit = try EditCheck.edit(
          of: input, in: form, value: params.value("value"), secret: params.value("secret"), left: left)
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
    return answer()
  }

  /// The largest `seq`: every JSON number up to it is exact in a double (JavaScript's).
  static let maxInputSeq = (1 << 53) - 1

  func viewGet(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try runner.view(params.name("viewId"))
    return [
      "viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue),
      "rev": .int(Int64(publisher.rev(of: view.id))), "view": publisher.shown(view).json,
    ]
  }

  func viewClose(_ params: Params) throws(RPCError) -> JSONValue {
    let view = try runner.view(params.name("viewId"))
    guard let index = runner.stack.index(of: view.id), index > 0 else {
      throw .rootCannotClose
    }
    try runner.close(from: index, reason: .closed)
    return .null
  }

  func navigationBack() throws(RPCError) -> JSONValue {
    let stack = runner.stack
    guard stack.views.count > 1 else {
      throw .nothingToGoBackTo
    }
    try runner.close(from: stack.views.count - 1, reason: .back)
    return ["viewId": .string(runner.stack.top!.id.rawValue)]
  }

  /// The view's id and rev (it may have closed since: the rev it last had).
  private func revision(of view: OpenView) -> JSONValue {
    ["viewId": .string(view.id.rawValue), "rev": .int(Int64(publisher.rev(of: view.id)))]
  }

  // MARK: Sessions (SESSIONS.md §2-3)

  func appStart(_ params: Params) throws(RPCError) -> JSONValue {
    // `restore: false` is still `restore` given (the schema's rule); `null` is absent.
    let restoreGiven = try params.optionalBool("restore")
    let restore = restoreGiven ?? false
    let link = try params.optionalString("link")
    let stack = params.value("stack")
    guard [restoreGiven != nil, link != nil, stack != nil].filter({ $0 }).count <= 1 else {
      throw .exclusiveStartParams
    }
    let view: OpenView
    var restored = false
    if let stack {
      view = try replaceStack(with: params.stackEntries(stack))
    } else if let link {
      let entries: [StackEntry]
      do {
        entries = try StackLink.parse(link)
      } catch {
        throw .invalidLink(error)
      }
      view = try replaceStack(with: entries)
    } else if restore,
      let session = checkpointer?.restore(into: runner, registry: registry, maxViews: configuration.maxViews)
    {
      view = session
      restored = true
    } else {
      view = try runner.launch()
    }
    var result: JSONObject = ["viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue)]
    if restore { result.append("restored", .bool(restored)) }
    return .object(result)
  }

  func appLink() -> JSONValue {
    let entries = runner.stack.views.map(\.entry)
    // No views: no link (an empty text is not one).
    let link = entries.isEmpty ? nil : StackLink.format(entries)
    return ["link": link.map(JSONValue.string) ?? .null, "stack": .array(entries.map(\.json))]
  }

  /// A deep link (`app/start {stack}` or `{link}`): every entry checked
  /// before anything opens.
  private func replaceStack(with entries: [StackEntry]) throws(RPCError) -> OpenView {
    guard entries.count <= configuration.maxViews else {
      throw RPCError.stackOverMaxViews(entries.count, limit: configuration.maxViews).at(index: configuration.maxViews)
    }
    guard runner.announcementFits(opening: entries.last!.module, replacingStack: true, count: entries.count) else {
      throw RPCError.stackTooLongToAnnounce(open: entries.count, maxMessageBytes: configuration.maxMessageBytes)
        .at(index: entries.count - 1)
    }
    return try runner.replaceStack(with: ScreenBatch.make(entries, registry: registry))
  }

  // MARK: Debug (SESSIONS.md §4)

  func debugHistory(_ params: Params) throws(RPCError) -> JSONValue {
    let (view, recorder) = try debugged(params)
    return recorder.json(of: view.id)
  }

  func debugState(_ params: Params) throws(RPCError) -> JSONValue {
    let (view, recorder) = try debugged(params)
    let (index, state) = try recorder.state(at: params.optionalInt("index"), of: view.id)
    guard let snapshot = state.snapshot else { throw .noSnapshot }
    return ["index": .int(Int64(index)), "state": snapshot]
  }

  func debugGoto(_ params: Params) throws(RPCError) -> JSONValue {
    let (view, recorder) = try debugged(params)
    let (index, state) = try recorder.state(at: params.int("index"), of: view.id)
    try runner.go(view, to: state, index: index)
    return [
      "viewId": .string(view.id.rawValue), "rev": .int(Int64(publisher.rev(of: view.id))),
      "cursor": .int(Int64(index)),
    ]
  }

  private func debugged(_ params: Params) throws(RPCError) -> (OpenView, DebugRecorder) {
    guard let recorder else { throw .debugOff }
    return (try runner.view(params.name("viewId")), recorder)
  }
}
