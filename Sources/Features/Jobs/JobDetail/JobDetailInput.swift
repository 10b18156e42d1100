import JSONValue
import ViperKit

/// The job a detail screen opens with. From the wire:
/// `{"id": 1, "name": "…", "applied": false}` (`applied` may be left out: false).
public struct JobDetailInput: EncodableModuleInput, Equatable {
  public var job: Job

  public init(job: Job) { self.job = job }

  public init(json: JSONValue?) throws(InputError) {
    let wire = try JSONValueDecoder.decodeInput(Wire.self, from: json)
    job = Job(id: JobID(wire.id), name: wire.name, applied: wire.applied ?? false)
  }

  /// The wire's shape: decoded by the kit's one rule (unknown members
  /// ignored; a missing or mistyped one named).
  private struct Wire: Decodable {
    var id: Int
    var name: String
    var applied: Bool?
  }

  public var json: JSONValue {
    ["id": .int(Int64(job.id.rawValue)), "name": .string(job.name), "applied": .bool(job.applied)]
  }
}

extension JobDetailInput {
  public static var schema: JSONValue? {
    [
      "type": "object",
      "properties": ["id": ["type": "integer"], "name": ["type": "string"], "applied": ["type": "boolean"]],
      "required": ["id", "name"],
    ]
  }
}
