import JSONValue
import Testing
import ViperKit

extension ScreenTester {
  /// Checks that the screen's state survives a snapshot, as a restored
  /// session rebuilds it: a new screen of `module` (with `input`) given the
  /// snapshot shows the same view and writes the same snapshot again. No
  /// hook runs on the new screen. Returns the snapshot.
  @discardableResult
  public func expectSnapshotRoundTrip(
    through module: any ScreenModule, input: ScreenInput = .none, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> JSONValue {
    let snapshot = try #require(
      screen.captureState()?.snapshot, "the screen takes no snapshot", sourceLocation: sourceLocation)
    let rebuilt = try module.makeScreen(input: input)
    try rebuilt.restore(snapshot: snapshot)
    #expect(rebuilt.view == view, "the rebuilt screen shows another view", sourceLocation: sourceLocation)
    #expect(
      rebuilt.captureState()?.snapshot == snapshot, "the rebuilt screen writes another snapshot",
      sourceLocation: sourceLocation)
    return snapshot
  }
}
