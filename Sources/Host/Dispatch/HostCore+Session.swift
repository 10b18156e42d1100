import JSONValue
import ViperKit
import Wire

/// Sessions as data (SESSIONS.md §2-3): saving the session, restoring it,
/// opening a whole stack from a link.
extension HostCore {
  func startApp(_ params: Params) throws(RPCError) -> JSONValue {
    // `restore: false` is still `restore` given (the schema's rule); `null` is absent.
    let restoreGiven = try params.optionalBool("restore")
    let restore = restoreGiven ?? false
    let link = try params.optionalString("link")
    let stack = params.value("stack")
    guard [restoreGiven != nil, link != nil, stack != nil].filter({ $0 }).count <= 1 else {
      throw .invalidParams("\"restore\", \"stack\" and \"link\" exclude each other: send one")
    }
    let view: OpenView
    var restored = false
    if let stack {
      view = try open(stackEntries(stack))
    } else if let link {
      let entries: [StackEntry]
      do {
        entries = try StackLink.parse(link)
      } catch {
        throw .invalidLink(error)
      }
      view = try open(entries)
    } else if restore, let session = restoreSession() {
      view = session
      restored = true
    } else {
      view = try navigate(.replaceRoot(launchPolicy.launchDestination()), from: nil)
    }
    var result: JSONObject = ["viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue)]
    if restore { result.append("restored", .bool(restored)) }
    return .object(result)
  }

  func appLink() -> JSONValue {
    let entries = stack.views.map(\.entry)
    // No views: no link (an empty text is not one).
    let link = entries.isEmpty ? nil : StackLink.format(entries)
    return ["link": link.map(JSONValue.string) ?? .null, "stack": .array(entries.map(\.json))]
  }

  /// Saves what changed since the last save, in one transaction: the host
  /// loop calls it before each flush, so nothing reaches the frontend
  /// before the session that shows it is saved.
  public func checkpoint() {
    guard let sessionStore else { return }
    let views = stack.views
    var changed: [(position: Int, view: SavedView)] = []
    for (position, view) in views.enumerated()
    where view.unsaved || position >= savedIDs.count || savedIDs[position] != view.id {
      changed.append((position, SavedView(entry: view.entry, snapshot: view.screen.captureState()?.snapshot)))
    }
    guard !changed.isEmpty || views.count != savedIDs.count else { return }
    do {
      try sessionStore.save(count: views.count, changed: changed)
      savedIDs = views.map(\.id)
      for view in views { view.unsaved = false }
    } catch {
      logger.error("saving the session failed", metadata: ["error": "\(error)"])
    }
  }

  // MARK: Restoring

  /// Opens the saved session; nil (and the reason logged) when there is
  /// none or it no longer fits the modules.
  private func restoreSession() -> OpenView? {
    guard let sessionStore else { return nil }
    let saved: [SavedView]
    do {
      saved = try sessionStore.load()
    } catch {
      logger.error("reading the saved session failed", metadata: ["error": "\(error)"])
      return nil
    }
    guard !saved.isEmpty else { return nil }
    var screens: [(screen: any Screen, entry: StackEntry)] = []
    func fail(_ reason: String) -> OpenView? {
      for made in screens { made.screen.close() }
      logger.warning(
        "the saved session cannot be restored; opening the launch screen", metadata: ["reason": "\(reason)"])
      return nil
    }
    guard saved.count <= configuration.maxViews,
      announcementFits(opening: saved.last!.entry.module, replacingStack: true, count: saved.count)
    else { return fail("\(saved.count) views are more than the host may open") }
    for (index, view) in saved.enumerated() {
      guard let module = registry.module(named: view.entry.module) else {
        return fail("view \(index): module \(view.entry.module) does not exist")
      }
      let screen: any Screen
      do {
        screen = try module.makeScreen(input: view.entry.input.map(ScreenInput.json) ?? .none)
      } catch {
        return fail("view \(index) (\(view.entry.module)): its input no longer decodes: \(error.message)")
      }
      screens.append((screen, view.entry))
      if let failure = screen.failure { return fail("view \(index) (\(view.entry.module)): \(failure.message)") }
      if let snapshot = view.snapshot {
        do {
          try screen.restore(snapshot: snapshot)
        } catch {
          return fail("view \(index) (\(view.entry.module)): \(error.message)")
        }
      }
    }
    return try? start(screens, restoring: saved.map { $0.snapshot != nil })
  }

  // MARK: Deep links

  /// `app/start {stack}`: every entry checked before anything opens.
  private func open(_ entries: [StackEntry]) throws(RPCError) -> OpenView {
    guard entries.count <= configuration.maxViews else {
      throw RPCError.stackOverMaxViews(entries.count, limit: configuration.maxViews).at(index: configuration.maxViews)
    }
    guard announcementFits(opening: entries.last!.module, replacingStack: true, count: entries.count) else {
      throw RPCError.stackTooLongToAnnounce(open: entries.count, maxMessageBytes: configuration.maxMessageBytes)
        .at(index: entries.count - 1)
    }
    var screens: [(screen: any Screen, entry: StackEntry)] = []
    for (index, entry) in entries.enumerated() {
      do throws(RPCError) {
        guard let module = registry.module(named: entry.module) else { throw .moduleNotFound(entry.module) }
        let screen: any Screen
        do {
          screen = try module.makeScreen(input: entry.input.map(ScreenInput.json) ?? .none)
        } catch {
          throw RPCError.invalidInput(entry.module, error)
        }
        screens.append((screen, entry))
        if let failure = screen.failure { throw .pluginFailed(failure) }
      } catch {
        for made in screens { made.screen.close() }
        throw error.at(index: index)
      }
    }
    return try start(screens, restoring: screens.map { _ in false })
  }

  /// Puts the screens on the stack as one change (PROTOCOL §5's order),
  /// then sends each view's rev 1 update, root first: a restored view as it
  /// was saved (what the frontend last saw), any other after its start.
  /// Only then is each restored view told so: what its hook changes (a save
  /// that was in flight, re-read) comes as a later update.
  private func start(_ screens: [(screen: any Screen, entry: StackEntry)], restoring: [Bool]) throws(RPCError)
    -> OpenView
  {
    let (views, change) = navigator.replaceStack(with: screens)
    for view in views { view.history = configuration.historyLimit.map(ViewHistory.init(limit:)) }
    announce(change)
    for (view, restored) in zip(views, restoring) where stack.view(view.id) != nil {
      if restored {
        view.unsaved = true
        sendUpdateIfChanged(view)
      } else {
        try apply(view.screen.start(), from: view, step: .open)
      }
    }
    for (view, restored) in zip(views, restoring) where restored && stack.view(view.id) != nil {
      try apply(view.screen.restored(), from: view, step: .restored)
    }
    return stack.top!
  }

  /// The `stack` member of `app/start`: a non-empty array of entries.
  private func stackEntries(_ value: JSONValue) throws(RPCError) -> [StackEntry] {
    guard case .array(let elements) = value, !elements.isEmpty else {
      throw RPCError.invalidParams("\"stack\" must be a non-empty array of {module, input?, presented?}")
        .member("stack")
    }
    var entries: [StackEntry] = []
    for (index, element) in elements.enumerated() {
      guard case .object = element else {
        throw RPCError.invalidParams("\"stack[\(index)]\" must be an object, not \(element.kindName)")
          .member("stack[\(index)]")
      }
      let params = try Params(element, method: "app/start")
      let entry: StackEntry
      do throws(RPCError) {
        entry = StackEntry(
          module: ModuleName(try params.name("module")), input: params.value("input"),
          presented: try params.optionalBool("presented") ?? false)
      } catch {
        throw error.nested(in: "stack[\(index)]")
      }
      // A modal needs a view under it: the root is never presented (SESSIONS.md §3).
      if index == 0 && entry.presented {
        throw RPCError.invalidParams("\"stack[0].presented\": the root cannot be presented").member(
          "stack[0].presented")
      }
      entries.append(entry)
    }
    return entries
  }
}

extension RPCError {
  static func stackOverMaxViews(_ count: Int, limit: Int) -> RPCError {
    RPCError(
      .navigationRejected, kind: "too_many_views",
      "Navigation rejected: the stack has \(count) views; at most \(limit) may be open",
      details: ["limit": .int(Int64(limit))])
  }

  static func invalidLink(_ error: LinkError) -> RPCError {
    RPCError(
      .invalidParams, kind: "invalid_link",
      "Invalid params: the link does not parse at byte \(error.offset): \(error.reason)",
      details: ["offset": .int(Int64(error.offset))])
  }

  /// The error of one entry of a stack: `data.index` says which.
  func at(index: Int) -> RPCError {
    var error = self
    error.details["index"] = .int(Int64(index))
    return error
  }

  func member(_ path: String) -> RPCError {
    var error = self
    error.details["member"] = .string(path)
    return error
  }

  /// A member error of an object inside an array: `module` → `stack[2].module`.
  func nested(in path: String) -> RPCError {
    guard case .string(let member)? = details["member"] else { return self }
    var error = self
    error.details["member"] = .string(path + "." + member)
    error.message = message.replacing("\"\(member)\"", with: "\"\(path).\(member)\"")
    return error
  }
}
