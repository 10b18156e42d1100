import Testing

@testable import Transcripts

@Suite struct TranscriptCoverageTests {
  func coverage(_ text: String) throws -> TranscriptCoverage {
    var coverage = TranscriptCoverage()
    coverage.add(try Transcript(path: "t.txt", text: text))
    return coverage
  }

  @Test func anActionCountsForTheModuleOfItsViewInThisHostRun() throws {
    let result = try coverage(
      """
      <-- {"jsonrpc":"2.0","method":"view/update","params":{"viewId":"v1","module":"home","rev":1,"view":{"type":"screen","title":"H","children":[{"type":"button","action":"zap","title":"Z","enabled":true}]}}}
      --> {"jsonrpc":"2.0","id":2,"method":"view/event","params":{"viewId":"v1","action":"zap"}}
      !restart
      <-- {"jsonrpc":"2.0","method":"view/update","params":{"viewId":"v1","module":"jobs","rev":1,"view":{"type":"screen","title":"J","children":[]}}}
      --> {"jsonrpc":"2.0","id":2,"method":"view/event","params":{"viewId":"v1","action":"zip"}}
      """)
    #expect(result.offered["home"]?["zap"] == ["t.txt"])
    #expect(result.exercised["home"]?["zap"] == ["t.txt"])
    #expect(result.exercised["jobs"]?["zip"] == ["t.txt"])
    #expect(result.exercised["home"]?["zip"] == nil)
    #expect(Set(result.nodeTypes.keys) == ["screen", "button"])
    #expect(Set(result.modulesShown.keys) == ["home", "jobs"])
  }

  @Test func patternsNameNothing() throws {
    let result = try coverage(
      """
      <-- {"jsonrpc":"2.0","method":"view/update","params":{"viewId":"v1","module":"home","rev":1,"view":{"type":"{{*}}","action":"{{$a}}"}}}
      <-- {"jsonrpc":"2.0","id":3,"error":{"code":-32602,"message":"m","data":{"kind":"{{*}}"}}}
      """)
    #expect(result.nodeTypes.isEmpty)
    #expect(result.offered.isEmpty)
    #expect(result.errorKinds.isEmpty)
    #expect(result.errorCodes == [-32602: ["t.txt"]])
    #expect(Set(result.notifications.keys) == ["view/update"])
  }
}
