import JSONValue
import ViperKit
import Wire

extension Params {
  /// The `stack` member of `app/start`: a non-empty array of entries.
  func stackEntries(_ value: JSONValue) throws(RPCError) -> [StackEntry] {
    guard case .array(let elements) = value, !elements.isEmpty else {
      throw RPCError.stackNotAnArray
    }
    var entries: [StackEntry] = []
    for (index, element) in elements.enumerated() {
      guard case .object = element else {
        throw RPCError.stackEntryNotAnObject(index, element)
      }
      let params = try Params(element, method: HostMethod.appStart.rawValue)
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
        throw RPCError.rootPresented
      }
      entries.append(entry)
    }
    return entries
  }
}
