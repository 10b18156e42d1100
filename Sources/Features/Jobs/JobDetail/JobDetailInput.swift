import JSONValue
import ViperKit

/// The job a detail screen opens with. From the wire: `{"id": 1, "name": "…", "applied": false}`.
public struct JobDetailInput: ModuleInput, Equatable {
  public var job: Job

  public init(job: Job) { self.job = job }

  public init(json: JSONValue?) throws(InputError) {
    guard let json, let id = json["id"]?.intValue, let name = json["name"]?.stringValue else {
      throw InputError("expected {\"id\": number, \"name\": string, \"applied\": boolean}")
    }
    job = Job(id: JobID(Int(id)), name: name, applied: json["applied"]?.boolValue ?? false)
  }
}
