// swift-tools-version:6.1
// The `my-screen` screen as a ViperHost shared-library plugin: `swift build`,
// then `viper-host --plugin .build/debug/libMyScreenPlugin.so` serves it.
import PackageDescription

let strict: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
  name: "MyScreenPlugin",
  platforms: [.macOS(.v15)],
  products: [
    .library(name: "MyScreenPlugin", type: .dynamic, targets: ["MyScreen"])
  ],
  dependencies: [
    .package(url: "https://github.com/viperhost/viper-host", branch: "main")
  ],
  targets: [
    // The screen (every VIPER role) and the plugin's entry point.
    .target(
      name: "MyScreen",
      dependencies: [
        .product(name: "ViperKit", package: "viper-host"),
        .product(name: "ViperPluginSDK", package: "viper-host"),
      ],
      swiftSettings: strict
    ),
    // Its tests, on the test kit (InteractorTester, ScreenTester).
    .testTarget(
      name: "MyScreenTests",
      dependencies: [
        "MyScreen",
        .product(name: "ViperKit", package: "viper-host"),
        .product(name: "ViperTesting", package: "viper-host"),
      ],
      swiftSettings: strict
    ),
  ]
)
