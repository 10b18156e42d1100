/// The quick parse of the common start: `viper-host` with `serve`'s long
/// options only, each at most once (but the repeatable plugin ones), each
/// value in the next word. Parsing through swift-argument-parser costs more
/// than half of the host's start-up (it reflects over every option of every
/// subcommand, issue #31); this reads the same options from a table.
///
/// It takes nothing it is unsure of: any other word, `--name=value`, a value
/// that starts with `-`, a repeated option, a value that does not convert, or
/// settings that do not validate — then it answers nil and the command line
/// goes the usual way, so help, errors and their words stay
/// swift-argument-parser's. `CommandLineRootTests` runs random command lines
/// both ways and compares what the host does.
enum ServeArguments {
  private enum Slot {
    case flag(WritableKeyPath<HostSettings, Bool>)
    case text(WritableKeyPath<HostSettings, String?>)
    case word(WritableKeyPath<HostSettings, String>)
    case whole(WritableKeyPath<HostSettings, Int>)
    case optionalWhole(WritableKeyPath<HostSettings, Int?>)
    case seed
    case seconds(WritableKeyPath<HostSettings, Double>)
    case list(WritableKeyPath<HostSettings, [String]>)
    case record
  }

  /// `serve`'s options (HostOptions, PluginOptions, Serve) by their long names.
  private static func slot(named name: String) -> Slot? {
    switch name {
    case "--data-dir": .text(\.dataDir)
    case "--in-memory": .flag(\.inMemory)
    case "--seed": .seed
    case "--max-line-bytes": .whole(\.maxLineBytes)
    case "--max-message-bytes": .whole(\.maxMessageBytes)
    case "--jobs-url": .text(\.jobsURL)
    case "--users-url": .text(\.usersURL)
    case "--github-url": .text(\.githubURL)
    case "--http-timeout": .seconds(\.httpTimeout)
    case "--bench-modules": .flag(\.benchModules)
    case "--debug": .flag(\.debug)
    case "--history": .optionalWhole(\.history)
    case "--log-level": .word(\.logLevel)
    case "--plugin": .list(\.plugins.libraries)
    case "--plugin-dir": .list(\.plugins.directories)
    case "--process-plugin": .list(\.plugins.processes)
    case "--plugin-timeout": .seconds(\.plugins.pluginTimeout)
    case "--record": .record
    default: nil
    }
  }

  /// The settings and `--record`, or nil: let swift-argument-parser read these words.
  static func parse(_ words: [String]) -> (settings: HostSettings, record: String?)? {
    var settings = HostSettings()
    var record: String?
    var seen: Set<String> = []
    var index = 0
    while index < words.count {
      let name = words[index]
      guard let slot = slot(named: name) else { return nil }
      if case .list = slot {
      } else {
        guard seen.insert(name).inserted else { return nil }
      }
      if case .flag(let path) = slot {
        settings[keyPath: path] = true
        index += 1
        continue
      }
      guard index + 1 < words.count, !words[index + 1].hasPrefix("-") else { return nil }
      let value = words[index + 1]
      index += 2
      switch slot {
      case .flag: return nil
      case .text(let path): settings[keyPath: path] = value
      case .word(let path): settings[keyPath: path] = value
      case .list(let path): settings[keyPath: path].append(value)
      case .record: record = value
      case .whole(let path):
        guard let number = Int(value) else { return nil }
        settings[keyPath: path] = number
      case .optionalWhole(let path):
        guard let number = Int(value) else { return nil }
        settings[keyPath: path] = number
      case .seed:
        guard let number = UInt64(value) else { return nil }
        settings.seed = number
      case .seconds(let path):
        guard let number = Double(value) else { return nil }
        settings[keyPath: path] = number
      }
    }
    guard (try? settings.validate()) != nil else { return nil }
    return (settings, record)
  }
}
