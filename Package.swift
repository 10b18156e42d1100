// swift-tools-version:6.2
// ViperHost: VIPER screen modules served over newline-delimited JSON-RPC 2.0.
import PackageDescription

// Warnings fail the build of our own targets (a dependency's warnings are its own: SwiftPM does not apply
// these settings to remote packages).
let strict: [SwiftSetting] = [.swiftLanguageMode(.v6), .treatAllWarnings(as: .error)]

/// Features made by `viper-host new module NAME`: each is a target
/// `Sources/Features/<Name>` and a test target `Tests/Features/<Name>Tests`,
/// on what a built-in feature may use (the kit, the database, HTTP; the tests
/// also on the test kit). The generator adds a name to this list; a feature
/// that comes to use the database or HTTP stays here (it imports Persistence
/// or Networking where it needs them).
let scaffoldedFeatures: [String] = [
  // `viper-host new module` adds a name above this line.
]

let package = Package(
  name: "ViperHost",
  products: [
    .executable(name: "viper-host", targets: ["viper-host"]),
    // The host without its I/O and features: for the fuzzer (Fuzz/).
    .library(name: "ViperHostCore", targets: ["HostFuzzHarness"]),
    // A sample shared-library plugin: `viper-host --plugin .build/debug/libTicTacToePlugin.so`.
    .library(name: "TicTacToePlugin", type: .dynamic, targets: ["TicTacToe"]),
    // The test kit for modules (InteractorTester, ScreenTester): for this
    // package's tests and for plugin authors' own.
    .library(name: "ViperTesting", targets: ["ViperTesting"]),
    // What a plugin package builds on (`viper-host new plugin NAME --lang swift`):
    // the VIPER roles and view nodes, and the C ABI's Swift side (with the
    // plugin protocol's messages, which the SDK speaks for the plugin).
    .library(name: "ViperKit", targets: ["ViperKit", "JSONValue"]),
    .library(name: "ViperPluginSDK", targets: ["ViperPluginSDK", "PluginWire", "ViperPluginABI"]),
    // Test only: a library that claims plugin ABI version 99.
    .library(name: "WrongABIPlugin", type: .dynamic, targets: ["WrongABIPlugin"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
    .package(url: "https://github.com/apple/swift-log", exact: "1.16.2"),
    .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
  ],
  targets: [
    // libjson-c, through a shim header (see Sources/CJSONC/module.modulemap).
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"])]
    ),
    // signalfd(2), through a shim header: the host's stop signals read by its one thread (SignalWatcher).
    .systemLibrary(name: "CSignalFD"),
    // A JSON value tree: what the wire decodes into and modules receive as
    // structured input. Pure Swift, no text, no I/O.
    .target(name: "JSONValue", swiftSettings: strict),
    // Bytes <-> JSON values (json-c), NDJSON framing, the JSON-RPC 2.0 envelope.
    .target(name: "Wire", dependencies: ["CJSONC", "JSONValue"], swiftSettings: strict),
    // The feature author's API: the VIPER roles, view nodes, navigation values.
    .target(name: "ViperKit", dependencies: ["JSONValue"], swiftSettings: strict),
    // The plugin protocol's messages (Protocol/PLUGINS.md) as values: the
    // manifest, replies, navigation and refusals both sides of a plugin speak.
    .target(name: "PluginWire", dependencies: ["ViperKit", "JSONValue", "Wire"], swiftSettings: strict),
    // The test kit: exhaustive interactor steps, screens driven without the host.
    .target(name: "ViperTesting", dependencies: ["ViperKit", "JSONValue", "TextDiff"], swiftSettings: strict),
    // The app's SQLite database file and the migrations modules contribute.
    .target(
      name: "Persistence",
      dependencies: [.product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: strict
    ),
    // The module host: registry, screen stack, dispatcher, effect runner, I/O loop.
    .target(
      name: "Host",
      dependencies: [
        "Wire", "ViperKit", .product(name: "Logging", package: "swift-log"),
        // A refusal's kinds read the same from a plugin and from the host (Errors/HostErrors.swift).
        "PluginWire",
        // The saved session's own file (Session/SessionDatabase.swift); its
        // save's statements stepped with SQLite's C API (SessionSaveStatements.swift).
        .product(name: "GRDB", package: "GRDB.swift"), .product(name: "GRDBSQLite", package: "GRDB.swift"),
      ],
      swiftSettings: strict
    ),
    // The C ABI of shared-library plugins: one header, no code.
    .target(name: "ViperPluginABI"),
    // Plugins, host side: loads shared libraries and starts process plugins,
    // and serves their screens as modules.
    .target(
      name: "PluginHost",
      dependencies: [
        "Host", "ViperKit", "PluginWire", "Wire", "JSONValue", "ViperPluginABI",
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // Plugins, plugin side: serves a ScreenModule over the C ABI (a few lines
    // turn a module into a shared-library plugin).
    .target(
      name: "ViperPluginSDK",
      dependencies: ["ViperKit", "PluginWire", "Wire", "JSONValue", "ViperPluginABI"],
      swiftSettings: strict
    ),
    // The sample plugin: an ordinary VIPER module plus one exported function.
    .target(
      name: "TicTacToe",
      dependencies: ["ViperKit", "ViperPluginSDK", "ViperPluginABI", "JSONValue"],
      path: "Sources/Plugins/TicTacToe",
      swiftSettings: strict
    ),
    // libcurl, opened on first use (dlopen): its header, a loader and typed
    // wrappers of its variadic calls. Needs Debian's libcurl4-openssl-dev.
    .target(name: "CCurl"),
    // HTTP for the modules' gateways: one real client (libcurl) behind a small
    // protocol, and the errors a screen shows.
    .target(name: "Networking", dependencies: ["CCurl"], swiftSettings: strict),
    // `viper-host new`: a module or a plugin from the templates in Templates/.
    .target(name: "Scaffold", dependencies: ["ViperKit"], swiftSettings: strict),
    // A generated record feature's tables (`viper-host new module --fields`): values in and out by field kind, windows.
    .target(
      name: "RecordStore", dependencies: ["ViperKit", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: strict),
    // docs/MODULE-SHAPE.md as a check: run by ScaffoldTests on the built-in features and by
    // every generated feature's `<Feature>ShapeTests` on itself.
    .target(name: "ModuleShape", swiftSettings: strict),
    // Recorded sessions: format, recorder, replayer.
    .target(name: "Transcripts", dependencies: ["Wire", "JSONValue", "TextDiff", "ViperKit"], swiftSettings: strict),
    // A line diff (longest common subsequence) for the replayer's and the test kit's reports.
    .target(name: "TextDiff", swiftSettings: strict),
    // Feature modules, one target each.
    .target(
      name: "Onboarding",
      dependencies: ["ViperKit", "Persistence", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Sources/Features/Onboarding",
      swiftSettings: strict
    ),
    .target(
      name: "Home",
      dependencies: ["ViperKit"],
      path: "Sources/Features/Home",
      swiftSettings: strict
    ),
    .target(
      name: "Jobs",
      dependencies: [
        "ViperKit", "Networking", "Persistence", "JSONValue", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Sources/Features/Jobs",
      swiftSettings: strict
    ),
    .target(
      name: "PeopleRoulette",
      dependencies: [
        "ViperKit", "Networking", "Persistence", "JSONValue", .product(name: "GRDB", package: "GRDB.swift"),
      ],
      path: "Sources/Features/PeopleRoulette",
      swiftSettings: strict
    ),
    .target(
      name: "Stargazers",
      dependencies: ["ViperKit", "Networking", "JSONValue"],
      path: "Sources/Features/Stargazers",
      swiftSettings: strict
    ),
    // Where Stargazers starts: it reads a repository with Stargazers' own
    // rules and opens Stargazers' typed key and input.
    .target(
      name: "Repository",
      dependencies: ["ViperKit", "Stargazers", "Persistence", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Sources/Features/Repository",
      swiftSettings: strict
    ),
    .target(
      name: "Settings",
      dependencies: ["ViperKit", "Persistence", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Sources/Features/Settings",
      swiftSettings: strict
    ),
    .target(
      name: "Todos",
      dependencies: ["ViperKit", "Persistence", "JSONValue", .product(name: "GRDB", package: "GRDB.swift")],
      path: "Sources/Features/Todos",
      swiftSettings: strict
    ),
    // Tiny modules the benchmarks drive (registered with --bench-modules).
    .target(
      name: "BenchModules",
      dependencies: ["ViperKit", "JSONValue"],
      path: "Sources/Features/BenchModules",
      swiftSettings: strict
    ),
    // Arbitrary bytes through the reader and the dispatcher: for the fuzzer
    // (Fuzz/) and its regression tests.
    .target(
      name: "HostFuzzHarness",
      dependencies: [
        "Host", "Wire", "ViperKit", "JSONValue", "Home", "BenchModules",
        .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // Argument parsing and the composition root.
    .executableTarget(
      name: "viper-host",
      dependencies: [
        "Host", "Wire", "ViperKit", "JSONValue", "Persistence", "Networking", "Transcripts", "PluginHost", "CSignalFD",
        // The features
        "Onboarding", "Home", "PeopleRoulette", "Stargazers", "Jobs", "Repository", "Settings", "Todos",
        "BenchModules", "Scaffold",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
        .product(name: "Logging", package: "swift-log"),
      ] + scaffoldedFeatures.map { .target(name: $0) },
      swiftSettings: strict
    ),
    .target(name: "WrongABIPlugin", path: "Tests/Support/WrongABIPlugin", swiftSettings: strict),
    // View trees the tests of several targets share.
    .target(
      name: "ViewNodeSamples", dependencies: ["ViperKit", "Wire"], path: "Tests/Support/ViewNodeSamples",
      swiftSettings: strict),
    // A real HTTP server on 127.0.0.1 serving fixture JSON, for gateway tests.
    .target(
      name: "FixtureServer",
      path: "Tests/Support/FixtureServer",
      swiftSettings: strict
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Networking", "FixtureServer"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "JobsTests",
      dependencies: ["Jobs", "ViperKit", "ViperTesting", "Persistence", "Networking", "FixtureServer"],
      path: "Tests/Features/JobsTests",
      exclude: ["Snapshots"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "PeopleRouletteTests",
      dependencies: ["PeopleRoulette", "ViperKit", "ViperTesting", "Persistence", "Networking", "FixtureServer"],
      path: "Tests/Features/PeopleRouletteTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "StargazersTests",
      dependencies: ["Stargazers", "ViperKit", "ViperTesting", "Networking", "FixtureServer"],
      path: "Tests/Features/StargazersTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "RepositoryTests",
      dependencies: ["Repository", "Stargazers", "ViperKit", "ViperTesting", "Persistence"],
      path: "Tests/Features/RepositoryTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "SettingsTests",
      dependencies: ["Settings", "ViperKit", "ViperTesting", "Persistence"],
      path: "Tests/Features/SettingsTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "TodosTests",
      dependencies: ["Todos", "ViperKit", "ViperTesting", "Persistence", "JSONValue"],
      path: "Tests/Features/TodosTests",
      swiftSettings: strict
    ),
    .testTarget(name: "WireTests", dependencies: ["Wire", "JSONValue", "ViperKit"], swiftSettings: strict),
    .testTarget(
      name: "PersistenceTests", dependencies: ["Persistence", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: strict),
    .testTarget(
      name: "TicTacToeTests",
      dependencies: ["TicTacToe", "ViperKit", "ViperTesting", "JSONValue"],
      path: "Tests/Plugins/TicTacToeTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "ViperPluginSDKTests",
      dependencies: ["ViperPluginSDK", "ViperKit", "Wire", "JSONValue"],
      swiftSettings: strict
    ),
    // The plugin host without real plugins: its channels stubbed.
    .testTarget(
      name: "PluginHostTests",
      dependencies: ["PluginHost", "ViperPluginSDK", "ViperKit", "PluginWire", "Wire", "JSONValue"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "ViperKitTests", dependencies: ["ViperKit", "ViperTesting", "ViewNodeSamples"], swiftSettings: strict),
    .testTarget(
      name: "PluginWireTests", dependencies: ["PluginWire", "ViperKit", "JSONValue", "ViewNodeSamples"],
      swiftSettings: strict),
    .testTarget(name: "ViperTestingTests", dependencies: ["ViperTesting", "ViperKit"], swiftSettings: strict),
    .testTarget(
      name: "HostTests",
      dependencies: ["Host", "Wire", "ViperKit", "PluginWire", "JSONValue", "HostFuzzHarness", "ViewNodeSamples"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "OnboardingTests",
      dependencies: ["Onboarding", "ViperKit", "ViperTesting", "Persistence"],
      path: "Tests/Features/OnboardingTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "HomeTests",
      dependencies: ["Home", "ViperKit", "ViperTesting"],
      path: "Tests/Features/HomeTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "BenchModulesTests",
      dependencies: ["BenchModules", "ViperKit", "ViperTesting", "JSONValue"],
      path: "Tests/Features/BenchModulesTests",
      swiftSettings: strict
    ),
    .testTarget(
      name: "RecordStoreTests",
      dependencies: ["RecordStore", "Scaffold", "ViperKit", .product(name: "GRDB", package: "GRDB.swift")],
      swiftSettings: strict),
    .testTarget(name: "ScaffoldTests", dependencies: ["Scaffold", "ModuleShape", "ViperKit"], swiftSettings: strict),
    .testTarget(
      name: "TranscriptTests",
      dependencies: ["Transcripts", "Wire", "JSONValue", "TextDiff"],
      swiftSettings: strict
    ),
    // Runs the built viper-host binary over real pipes.
    .testTarget(
      name: "EndToEndTests",
      dependencies: ["viper-host", "Transcripts", "Wire", "JSONValue", "FixtureServer"],
      exclude: ["Fixtures"],
      swiftSettings: strict
    ),
  ]
    + scaffoldedFeatures.flatMap { name -> [Target] in
      [
        .target(
          name: name,
          dependencies: [
            "ViperKit", "JSONValue", "Persistence", "Networking", "RecordStore",
            .product(name: "GRDB", package: "GRDB.swift"),
          ],
          path: "Sources/Features/\(name)", swiftSettings: strict),
        .testTarget(
          name: "\(name)Tests",
          // GRDB: a gateway's tests fill its table with SQL (a list of any size, PROTOCOL.md §6).
          dependencies: [
            .target(name: name), "ViperKit", "ViperTesting", "JSONValue", "Persistence", "Networking", "ModuleShape",
            .product(name: "GRDB", package: "GRDB.swift"),
          ],
          path: "Tests/Features/\(name)Tests", swiftSettings: strict),
      ]
    }
)

// `VIPER_TESTS=scaffolded`: `swift build --build-tests` and `swift test` build the scaffolded features' test
// targets only, not the checkout's own (most of a test build: minutes on a small machine). `make test-scaffold`'s
// copy builds so, and so may you while writing a feature (README, "Your own screen"); unset, every test target is built.
if Context.environment["VIPER_TESTS"] == "scaffolded" {
  let scaffoldedTests = Set(scaffoldedFeatures.map { "\($0)Tests" })
  package.targets.removeAll { $0.type == .test && !scaffoldedTests.contains($0.name) }
}
