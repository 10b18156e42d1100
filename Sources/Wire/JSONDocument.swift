import CJSONC
import JSONValue

/// A parsed line as json-c's tree, read in place: a request goes from here
/// straight into its method's typed parameters, with no `JSONValue` made of
/// the parts nobody reads (issue #40).
///
/// The document owns the tree and frees it when the last `JSONNode` that
/// points into it is gone: a node holds its document, so no pointer into
/// the tree outlives it. Keep a document on one thread.
public final class JSONDocument {
  fileprivate let root: OpaquePointer?

  /// Takes the reference the caller holds on `root` (nil is JSON null).
  init(taking root: OpaquePointer?) { self.root = root }

  /// `value` as a json-c tree (a message built in Swift, a test's).
  public convenience init(_ value: JSONValue) { self.init(taking: JSONCTree.value(value)) }

  deinit { if let root { json_object_put(root) } }

  /// The top-level value.
  public var rootNode: JSONNode { JSONNode(document: self, pointer: root) }
}

/// One value inside a `JSONDocument` (JSON null is a nil pointer, as in json-c).
public struct JSONNode {
  private let document: JSONDocument
  private let pointer: OpaquePointer?

  fileprivate init(document: JSONDocument, pointer: OpaquePointer?) {
    self.document = document
    self.pointer = pointer
  }

  public enum Kind: Equatable, Sendable {
    case null, bool, int, double, string, array, object

    /// As `JSONValue.kindName` words it (errors name the kind they got).
    public var name: String {
      switch self {
      case .null: "null"
      case .bool: "boolean"
      case .int, .double: "number"
      case .string: "string"
      case .array: "array"
      case .object: "object"
      }
    }
  }

  public var kind: Kind {
    guard let pointer else { return .null }
    switch json_object_get_type(pointer) {
    case json_type_boolean: return .bool
    case json_type_int: return .int
    case json_type_double: return .double
    case json_type_string: return .string
    case json_type_array: return .array
    case json_type_object: return .object
    default: return .null
    }
  }

  public var isNull: Bool { pointer == nil }

  /// The member `key` of an object: nil when absent (or not an object); a
  /// member that is `null` is a node whose kind is `.null`.
  public func member(_ key: String) -> JSONNode? {
    guard let pointer, json_object_get_type(pointer) == json_type_object else { return nil }
    var value: OpaquePointer?
    let found = key.withCString { json_object_object_get_ex(pointer, $0, &value) }
    return found != 0 ? JSONNode(document: document, pointer: value) : nil
  }

  /// The member `key` read in place, without a node of its own: a node
  /// holds its document, one reference counted per node made (issue #40).
  public func memberString(_ key: String) -> MemberString {
    guard let pointer, json_object_get_type(pointer) == json_type_object else { return .absent }
    var value: OpaquePointer?
    guard key.withCString({ json_object_object_get_ex(pointer, $0, &value) }) != 0 else { return .absent }
    guard let value, json_object_get_type(value) == json_type_string else { return .other }
    return .string(Self.text(of: value))
  }

  /// What `memberString(_:)` found.
  public enum MemberString: Equatable {
    case absent
    case string(String)
    /// A member of another kind (`null` too).
    case other
  }

  private static func text(of pointer: OpaquePointer) -> String {
    let length = Int(json_object_get_string_len(pointer))
    guard let text = json_object_get_string(pointer) else { return "" }
    return text.withMemoryRebound(to: UInt8.self, capacity: length) {
      String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
    }
  }

  /// A string's text; nil for any other kind.
  public var string: String? {
    guard let pointer, json_object_get_type(pointer) == json_type_string else { return nil }
    return Self.text(of: pointer)
  }

  /// An integer's value; nil for any other kind (the parser checked the range).
  public var int: Int64? {
    guard let pointer, json_object_get_type(pointer) == json_type_int else { return nil }
    return json_object_get_int64(pointer)
  }

  /// A whole number, as `JSONValue.intValue` reads one (`2`, or `2.0`).
  public var wholeNumber: Int64? {
    switch kind {
    case .int: return int
    case .double: return value.intValue
    default: return nil
    }
  }

  public var bool: Bool? {
    guard let pointer, json_object_get_type(pointer) == json_type_boolean else { return nil }
    return json_object_get_boolean(pointer) != 0
  }

  /// An array's elements; nil for any other kind.
  public var elements: [JSONNode]? {
    guard let pointer, json_object_get_type(pointer) == json_type_array else { return nil }
    return (0..<json_object_array_length(pointer)).map {
      JSONNode(document: document, pointer: json_object_array_get_idx(pointer, $0))
    }
  }

  /// The node as a `JSONValue`, for a part that is kept or handed on whole
  /// (an event's value, a module's input).
  public var value: JSONValue { JSONCTree.decode(pointer) }
}

extension JSONCTree {
  /// A json-c tree as a `JSONValue` (numbers as json-c holds them: the
  /// parser refused those it could not hold exactly).
  static func decode(_ object: OpaquePointer?) -> JSONValue {
    guard let object else { return .null }
    switch json_object_get_type(object) {
    case json_type_boolean:
      return .bool(json_object_get_boolean(object) != 0)
    case json_type_int:
      return .int(json_object_get_int64(object))
    case json_type_double:
      return .double(json_object_get_double(object))
    case json_type_string:
      let length = Int(json_object_get_string_len(object))
      guard let pointer = json_object_get_string(object) else { return .string("") }
      return .string(
        pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
          String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
        })
    case json_type_array:
      let length = json_object_array_length(object)
      var elements: [JSONValue] = []
      elements.reserveCapacity(length)
      for index in 0..<length { elements.append(decode(json_object_array_get_idx(object, index))) }
      return .array(elements)
    case json_type_object:
      var members = JSONObject(capacity: Int(json_object_object_length(object)))
      var iterator = json_object_iter_begin(object)
      var end = json_object_iter_end(object)
      while json_object_iter_equal(&iterator, &end) == 0 {
        // Duplicate keys were already merged by json-c: the last value wins.
        members.append(
          String(cString: json_object_iter_peek_name(&iterator)), decode(json_object_iter_peek_value(&iterator)))
        json_object_iter_next(&iterator)
      }
      return .object(members)
    default:
      return .null
    }
  }

  /// The first number in `object` (depth first, as `decode` visits them)
  /// that JSON cannot carry or json-c could not keep exactly; nil: none.
  static func numberProblem(in object: OpaquePointer?) -> JSONParseError? {
    guard let object else { return nil }
    switch json_object_get_type(object) {
    case json_type_int:
      // json-c keeps values above INT64_MAX as uint64 (get_int64 caps them)
      // and clamps below INT64_MIN: refuse what it could not keep exactly.
      // The price: -2^63 itself is refused too.
      let value = json_object_get_int64(object)
      if value == Int64.min || (value == Int64.max && json_object_get_uint64(object) != UInt64(Int64.max)) {
        return JSONParseError(.integerOutOfRange, offset: nil, detail: "integer outside the signed 64-bit range")
      }
      return nil
    case json_type_double:
      guard json_object_get_double(object).isFinite else {
        return JSONParseError(
          .nonFiniteNumber, offset: nil,
          detail: "a number must be finite: NaN, Infinity and numbers beyond a 64-bit float (about 1.8e308) are refused"
        )
      }
      return nil
    case json_type_array:
      for index in 0..<json_object_array_length(object) {
        if let problem = numberProblem(in: json_object_array_get_idx(object, index)) { return problem }
      }
      return nil
    case json_type_object:
      var iterator = json_object_iter_begin(object)
      var end = json_object_iter_end(object)
      while json_object_iter_equal(&iterator, &end) == 0 {
        if let problem = numberProblem(in: json_object_iter_peek_value(&iterator)) { return problem }
        json_object_iter_next(&iterator)
      }
      return nil
    default:
      return nil
    }
  }
}
