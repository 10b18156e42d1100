import Testing

@testable import Scaffold

@Suite("Placeholders")
struct PlaceholdersTests {
  @Test func everyFormIsReplacedInOnePass() throws {
    let placeholders = Placeholders(try #require(NameForms("weather-log")))
    #expect(
      placeholders.apply(to: "MyScreenModule myScreen my-screen my_screen.py \"My screen\" my screen")
        == "WeatherLogModule weatherLog weather-log weather_log.py \"Weather log\" my screen")
  }

  @Test("a replacement is never read again", arguments: ["my-screen", "my-screen-my", "my", "screen-my-screen"])
  func replacementsAreFinal(name: String) throws {
    let forms = try #require(NameForms(name))
    let placeholders = Placeholders(forms)
    #expect(placeholders.apply(to: "[My screen|MyScreen|my-screen]") == "[\(forms.title)|\(forms.typeName)|\(name)]")
  }

  @Test func aLongerAddedTextWinsOverAPlaceholderInsideIt() throws {
    var placeholders = Placeholders(try #require(NameForms("a")))
    placeholders.add("package: \"my-screen-sdk\"", "package: \"sdk\"")
    #expect(placeholders.apply(to: "package: \"my-screen-sdk\" my-screen") == "package: \"sdk\" a")
  }

  @Test func bytesThatAreNotUTF8PassThrough() throws {
    let placeholders = Placeholders(try #require(NameForms("a")))
    #expect(placeholders.apply(to: [0xFF, 0x4D] + Array("MyScreen".utf8) + [0xFE]) == [0xFF, 0x4D, 0x41, 0xFE])
  }
}
