import Foundation
import ModuleShape
import Testing

/// A broken feature's problems name the file, the rule and the fix: the
/// message a generated feature's `<Feature>ShapeTests` prints is all its
/// author reads.
@Suite("Module shape problems")
struct ShapeProblemTests {
  @Test func eachBrokenRuleSaysItsRuleAndFix() throws {
    let folder = try ModuleShapeTests.written(kind: "module", name: "weather-log")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let feature = folder + "/Sources/Features/WeatherLog/"
    let tests = folder + "/Tests/Features/WeatherLogTests/"
    let interactor = feature + "Interactor/WeatherLogInteractor.swift"
    try (String(contentsOfFile: interactor, encoding: .utf8) + "\nlet shown = Alert(title: \"No\")\n")
      .write(toFile: interactor, atomically: true, encoding: .utf8)
    try "enum WeatherLogRoute {}\n".write(
      toFile: feature + "Router/WeatherLogRoute.swift", atomically: true, encoding: .utf8)
    try "struct ClockStub {}\n".write(toFile: tests + "Interactor/Helpers.swift", atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(atPath: feature + "View/WeatherLogViewAdapter.swift")

    let problems = try ModuleShape.problems(feature: "WeatherLog", checkout: folder)
    #expect(
      Set(problems.map(\.path)) == [
        "Sources/Features/WeatherLog/Interactor/WeatherLogInteractor.swift",
        "Sources/Features/WeatherLog/Router/WeatherLogRoute.swift",
        "Sources/Features/WeatherLog/View/WeatherLogViewAdapter.swift",
        "Tests/Features/WeatherLogTests/Interactor/Helpers.swift",
      ])
    for problem in problems {
      let message = problem.description
      #expect(message.hasPrefix(problem.path + ": "))
      #expect(message.contains("\n  Rule: ") && message.contains("\n  Fix: "), "\(message)")
      #expect(!problem.rule.isEmpty && !problem.fix.isEmpty)
    }
    let alert = try #require(problems.first { $0.path.hasSuffix("Interactor.swift") })
    #expect(alert.fix.contains("Presenter/WeatherLogFailure+Alert.swift"))
  }

  @Test func aTestFileFindsItsCheckout() {
    #expect(ModuleShape.checkout(ofTestFile: "/a/b/Tests/Features/XTests/XShapeTests.swift") == "/a/b")
    #expect(ModuleShape.checkout(ofTestFile: "/a/Tests/Features/XTests/Sub/T.swift") == "/a")
  }

  @Test func aMissingFeatureIsAnError() {
    #expect(throws: (any Error).self) { try ModuleShape.problems(feature: "Nothing", checkout: "/nonexistent") }
  }
}
