import Testing

@testable import Scaffold

@Suite("Text edits")
struct TextEditsTests {
  let list = "let features = [\n  \"Old\",\n  // add above\n]\n"

  @Test func aLineGoesRightAboveTheMarker() throws {
    #expect(
      try TextEdits.insert("  \"New\",", above: "  // add above", in: list, named: "P")
        == "let features = [\n  \"Old\",\n  \"New\",\n  // add above\n]\n")
  }

  @Test(
    "an element goes after a comma, which the formatter drops after a list's only element",
    arguments: [
      ("[\n  \"A\"\n  // add above\n]", "[\n  \"A\",\n  \"B\",\n  // add above\n]"),
      ("[\n  \"A\",\n\n  // note\n  // add above\n]", "[\n  \"A\",\n\n  // note\n  \"B\",\n  // add above\n]"),
      ("[\n  // add above\n]", "[\n  \"B\",\n  // add above\n]"),
    ])
  func commas(list: String, expected: String) throws {
    #expect(try TextEdits.insert("  \"B\",", above: "  // add above", in: list, named: "P") == expected)
  }

  @Test func aMissingOrRepeatedMarkerIsRefused() {
    #expect(throws: ScaffoldError.self) { try TextEdits.insert("x", above: "  // gone", in: list, named: "P") }
    #expect(throws: ScaffoldError.self) {
      try TextEdits.insert("x", above: "  // add above", in: list + "  // add above\n", named: "P")
    }
  }

  @Test(
    "an import goes where swift-format's order wants it",
    arguments: [
      ("A", "import A\nimport Bee\nimport ViperKit\n"),
      ("Cat", "import Bee\nimport Cat\nimport ViperKit\n"),
      ("Zed", "import Bee\nimport ViperKit\nimport Zed\n"),
      ("BEe", "import BEe\nimport Bee\nimport ViperKit\n"),  // byte order: "E" < "e"
    ])
  func importsInOrder(module: String, expected: String) throws {
    let file = "import Bee\nimport ViperKit\n"
    #expect(try TextEdits.addImport(module, in: file, named: "F") == expected)
  }

  @Test func anImportTwiceOrNoImportsIsRefused() {
    #expect(throws: ScaffoldError.self) { try TextEdits.addImport("Bee", in: "import Bee\n", named: "F") }
    #expect(throws: ScaffoldError.self) { try TextEdits.addImport("Bee", in: "let x = 1\n", named: "F") }
  }
}
