import ModuleShape
import Testing

/// docs/MODULE-SHAPE.md, checked on this feature where you run its tests
/// (`swift test --filter MyScreenTests`): each problem names the file, the
/// rule and the fix.
@Suite("MyScreen's module shape")
struct MyScreenShapeTests {
  @Test func theFeatureHasTheModuleShape() throws {
    let checkout = ModuleShape.checkout(ofTestFile: #filePath)
    for problem in try ModuleShape.problems(feature: "MyScreen", checkout: checkout) { Issue.record("\(problem)") }
  }
}
