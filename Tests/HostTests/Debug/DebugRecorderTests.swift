import JSONValue
import Testing
import ViperKit
import Wire

@testable import Host

/// The debug history as an observer: what it records of each step.
@Suite("DebugRecorder")
struct DebugRecorderTests {
  let view = OpenView(
    id: ViewID(rawValue: "v1"), module: "counter", screen: CounterScreen(count: 0), presentation: .pushed,
    input: nil)

  @Test func recordsEachStepWithItsRevAndState() throws {
    let recorder = DebugRecorder(limit: 10)
    recorder.view(view, took: .open, rev: 1)
    (view.screen as! CounterScreen).count = 1
    recorder.view(view, took: .action("inc", nil), rev: 2)
    let json = recorder.json(of: view.id)
    #expect(json["cursor"] == 1)
    #expect(json["entries"]?.arrayValue?[1]["name"] == "inc")
    #expect(json["entries"]?.arrayValue?[1]["rev"] == 2)
    let (index, state) = try recorder.state(at: 0, of: view.id)
    #expect(index == 0)
    #expect(state.value as? Int == 0)
  }

  @Test func aGotoComesFirstInTheNextEntry() {
    let recorder = DebugRecorder(limit: 10)
    recorder.view(view, took: .open, rev: 1)
    recorder.view(view, took: .action("inc", nil), rev: 2)
    recorder.view(view, wentTo: 0, rev: 3)
    recorder.view(view, took: .action("inc", nil), rev: 4)
    let kinds = recorder.history(of: view.id).entries.map(\.kind)
    #expect(kinds == [.open, .goto, .action])
  }

  @Test func aClosedViewsHistoryGoes() {
    let recorder = DebugRecorder(limit: 10)
    recorder.view(view, took: .open, rev: 1)
    recorder.viewClosed(view)
    #expect(recorder.history(of: view.id).entries.isEmpty)
    #expect(throws: RPCError.historyEntryNotFound(-1)) { try recorder.state(at: nil, of: view.id) }
  }
}
