import Testing

@testable import Scaffold

@Suite("SDK reference")
struct SDKReferenceTests {
  let disk = InMemoryFileSystem(["/src/ViperHost/Package.swift": "", "/home/me/vh/Package.swift": ""])

  @Test(
    "a folder, relative or absolute, becomes a path dependency named by its last component",
    arguments: [("/src/ViperHost", "/src/ViperHost", "viperhost"), ("../vh", "/home/me/vh", "vh")])
  func folders(text: String, path: String, identity: String) throws {
    let sdk = try SDKReference(text, currentDirectory: "/home/me/work", disk: disk)
    #expect(sdk.dependency == ".package(path: \"\(path)\")")
    #expect(sdk.identity == identity)
  }

  @Test(
    "a URL becomes a branch dependency named by its last component without .git",
    arguments: [
      ("https://github.com/viperhost/viper-host", "viper-host"), ("https://example.com/x/My-SDK.git", "my-sdk"),
      ("git@example.com:x/sdk.git", "sdk"),
    ])
  func urls(text: String, identity: String) throws {
    let sdk = try SDKReference(text, currentDirectory: "/", disk: disk)
    #expect(sdk.dependency == ".package(url: \"\(text)\", branch: \"main\")")
    #expect(sdk.identity == identity)
  }

  @Test(
    "a folder without Package.swift, or text that cannot go into Package.swift, is refused",
    arguments: ["/nowhere", "https://x/a\"b", "https://x/a\\b"])
  func refused(text: String) {
    #expect(throws: ScaffoldError.self) { try SDKReference(text, currentDirectory: "/", disk: disk) }
  }

  @Test func theReferenceReplacesTheTemplatesDependencyAndItsProducts() throws {
    var placeholders = Placeholders(try #require(NameForms("a")))
    try SDKReference("/src/ViperHost", currentDirectory: "/", disk: disk).apply(to: &placeholders)
    let manifest = "deps: [\(SDKReference.templateDependency)], .product(name: \"ViperKit\", package: \"viper-host\")"
    #expect(
      placeholders.apply(to: manifest)
        == "deps: [.package(path: \"/src/ViperHost\")], .product(name: \"ViperKit\", package: \"viperhost\")")
  }

  @Test func reservedNamesAreThePackagesTargetsAndTheToolchains() {
    let names = ReservedNames.declared(inManifest: "name: \"ViperHost\", targets: [.target(name: \"Wire\")]")
    #expect(names == ["ViperHost", "Wire"])
    let scaffolded = ReservedNames.declared(
      inManifest: "let scaffoldedFeatures: [String] = [\n  \"Notes\",\n  // adds above\n]\nname: \"Host\"")
    #expect(scaffolded == ["Notes", "NotesTests", "Host"])
    #expect(ReservedNames.toolchain.isSuperset(of: ["Swift", "Foundation", "Testing"]))
  }
}
