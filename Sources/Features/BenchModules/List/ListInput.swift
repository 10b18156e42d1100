import JSONValue
import ViperKit

/// `{rows: N}`, N from 0 to 1,000,000: how many rows the list has.
public struct ListInput: ModuleInput, Equatable {
  public var rows: Int

  public init(json: JSONValue?) throws(InputError) {
    guard let rows = json?["rows"]?.intValue, (0...1_000_000).contains(rows) else {
      throw InputError("expected {\"rows\": 0 … 1000000}")
    }
    self.rows = Int(rows)
  }
}
