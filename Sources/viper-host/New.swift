import ArgumentParser

/// `viper-host new module|screen|plugin NAME`: a module, a screen of a
/// generated feature, or a plugin made from the templates in Templates/, with its tests, ready to build.
struct New: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "new",
    abstract: "Make a module, a screen of a generated feature, or a plugin, with its tests, from the templates.",
    discussion: """
      NAME is a module name: lowercase letters and digits in words joined by single hyphens, starting with a \
      letter (e.g. weather-log); the Swift types take its capitalized form (WeatherLog). The generator never \
      writes over anything: a bad or taken name, or a path that exists, is an error (exit status 1) and nothing \
      is written.
      """,
    subcommands: [NewModule.self, NewScreen.self, NewPlugin.self])
}
