import Foundation
import Testing

@testable import Host

/// The routing table: one handler per method, the methods the schema has.
@Suite("The method table")
struct MethodTableTests {
  static let requests = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appending(path: "Protocol/schema/requests")

  @Test func everyMethodOfTheSchemaIsOneOfTheVocabularyAndBack() throws {
    let files = try FileManager.default.contentsOfDirectory(atPath: Self.requests.path)
      .filter { $0.hasSuffix(".json") }
    let schema = Set(files.map { String($0.dropLast(".json".count)) })
    let vocabulary = Set(HostMethod.allCases.map { $0.rawValue.replacing("/", with: "-") })
    #expect(!schema.isEmpty)
    #expect(vocabulary == schema)
  }

  @Test func eachMethodHasItsOwnHandler() {
    let handlers = HostMethod.allCases.map { ObjectIdentifier($0.handler) }
    #expect(Set(handlers).count == HostMethod.allCases.count)
  }

  @Test func onlyExitAndInitializeAreTakenBeforeInitialize() {
    for method in HostMethod.allCases {
      let expected: MethodAdmission =
        switch method {
        case .exit: .always
        case .initialize: .untilShutdown
        default: .onceInitialized
        }
      #expect(method.handler.admission == expected, "\(method.rawValue)")
    }
  }
}
