import JSONValue
import ViperKit
import Wire

/// `app/start` (PROTOCOL §4, SESSIONS.md §2-3): the launch screen, the saved
/// session, or a whole stack (`stack` or `link`) in place of every open view.
enum AppStartMethod: MethodHandler {
  static func handle(_ call: MethodCall, host: HostCore) throws(RPCError) -> MethodAnswer {
    let params = try call.params()
    // `restore: false` is still `restore` given (the schema's rule); `null` is absent.
    let restoreGiven = try params.optionalBool("restore")
    let restore = restoreGiven ?? false
    let link = try params.optionalString("link")
    let stack = params.value("stack")
    guard [restoreGiven != nil, link != nil, stack != nil].filter({ $0 }).count <= 1 else {
      throw .exclusiveStartParams
    }
    let runner = host.runner
    let configuration = host.configuration
    let view: OpenView
    var restored = false
    var fresh: [OpenView] = []
    if let stack {
      view = try replaceStack(with: params.stackEntries(stack), host: host)
    } else if let link {
      let entries: [StackEntry]
      do {
        entries = try StackLink.parse(link)
      } catch {
        throw .invalidLink(error)
      }
      view = try replaceStack(with: entries, host: host)
    } else if restore,
      let session = host.checkpointer?.restore(
        into: runner, registry: host.registry, maxViews: configuration.maxViews)
    {
      view = session.top
      fresh = session.fresh
      restored = true
    } else {
      view = try runner.launch()
    }
    var result: JSONObject = ["viewId": .string(view.id.rawValue), "module": .string(view.module.rawValue)]
    if restore { result.append("restored", .bool(restored)) }
    if !fresh.isEmpty {
      result.append(
        "fresh",
        .array(
          fresh.map { ["viewId": .string($0.id.rawValue), "module": .string($0.module.rawValue)] }))
    }
    return .result(.object(result))
  }

  /// A deep link (`app/start {stack}` or `{link}`): every entry checked
  /// before anything opens.
  private static func replaceStack(with entries: [StackEntry], host: HostCore) throws(RPCError) -> OpenView {
    let configuration = host.configuration
    guard entries.count <= configuration.maxViews else {
      throw RPCError.stackOverMaxViews(entries.count, limit: configuration.maxViews).at(index: configuration.maxViews)
    }
    guard host.runner.announcementFits(opening: entries.last!.module, replacingStack: true, count: entries.count)
    else {
      throw RPCError.stackTooLongToAnnounce(open: entries.count, maxMessageBytes: configuration.maxMessageBytes)
        .at(index: entries.count - 1)
    }
    return try host.runner.replaceStack(with: ScreenBatch.make(entries, registry: host.registry))
  }
}
