// swift-tools-version:6.1
// The libFuzzer target, kept in its own package so the main build never
// sees an executable without a main (libFuzzer provides it). `make fuzz`.
import PackageDescription

let package = Package(
  name: "ViperHostFuzz",
  platforms: [.macOS(.v15)],
  dependencies: [.package(name: "ViperHost", path: "..")],
  targets: [
    .executableTarget(
      name: "viper-fuzz",
      dependencies: [.product(name: "ViperHostCore", package: "ViperHost")],
      swiftSettings: [.swiftLanguageMode(.v6), .unsafeFlags(["-parse-as-library"])]
    )
  ]
)
