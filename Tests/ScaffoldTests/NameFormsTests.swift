import Testing

@testable import Scaffold

@Suite("Name forms")
struct NameFormsTests {
  @Test(
    "every form of a good name",
    arguments: [
      ("a", "A", "a", "a", "A"),
      ("my-screen", "MyScreen", "myScreen", "my_screen", "My screen"),
      ("weather-log-2", "WeatherLog2", "weatherLog2", "weather_log_2", "Weather log 2"),
      ("x2-go", "X2Go", "x2Go", "x2_go", "X2 go"),
    ])
  func forms(name: String, type: String, variable: String, snake: String, title: String) throws {
    let forms = try #require(NameForms(name))
    #expect(forms.name == name)
    #expect(forms.typeName == type)
    #expect(forms.variableName == variable)
    #expect(forms.snakeName == snake)
    #expect(forms.title == title)
  }

  @Test(
    "names that are not lowercase words joined by single hyphens",
    arguments: [
      "", "-", "a-", "-a", "a--b", "A", "aB", "1a", "a_b", "a b", "a.b", "é", "a/b", "../a", "a\n",
      String(repeating: "a", count: NameForms.maxLength + 1),
    ])
  func refused(name: String) {
    #expect(NameForms(name) == nil)
  }

  @Test func theLongestNameIsTaken() {
    #expect(NameForms(String(repeating: "a", count: NameForms.maxLength)) != nil)
  }
}
