import JSONValue
import ViperKit

/// The job an application is for. From the wire: `{"id": 1, "name": "…"}`.
public struct JobApplyInput: EncodableModuleInput, Equatable {
  public var job: JobID
  public var name: String

  public init(job: JobID, name: String) {
    self.job = job
    self.name = name
  }

  public init(json: JSONValue?) throws(InputError) {
    let wire = try JSONValueDecoder.decodeInput(Wire.self, from: json)
    job = JobID(wire.id)
    name = wire.name
  }

  /// The wire's shape: decoded by the kit's one rule (unknown members
  /// ignored; a missing or mistyped one named).
  private struct Wire: Decodable {
    var id: Int
    var name: String
  }

  public var json: JSONValue { ["id": .int(Int64(job.rawValue)), "name": .string(name)] }
}

extension JobApplyInput {
  public static var schema: JSONValue? {
    [
      "type": "object",
      "properties": ["id": ["type": "integer"], "name": ["type": "string"]],
      "required": ["id", "name"],
    ]
  }
}
