import JSONValue
import Wire

/// Every `data.kind` the host answers a frontend with (PROTOCOL §8), each
/// with its code: the one list in Swift, checked against
/// Protocol/schema/responses/error.json by ErrorKindTests. The clients read
/// the same list from that schema (docs/ARCHITECTURE.md, "Adding an error kind").
enum ErrorKind: String, CaseIterable {
  // -32700: the line is not strict JSON (Wire words these).
  case parseError = "parse_error"
  case invalidUTF8 = "invalid_utf8"
  // -32600
  case invalidRequest = "invalid_request"
  case alreadyInitialized = "already_initialized"
  case shuttingDown = "shutting_down"
  // -32601
  case methodNotFound = "method_not_found"
  // -32602
  case invalidParams = "invalid_params"
  case unsupportedProtocolVersion = "unsupported_protocol_version"
  case invalidInput = "invalid_input"
  case unknownAction = "unknown_action"
  case invalidValue = "invalid_value"
  case actionUnavailable = "action_unavailable"
  case invalidLink = "invalid_link"
  case historyEntryNotFound = "history_entry_not_found"
  case noSnapshot = "no_snapshot"
  case unknownInput = "unknown_input"
  case unknownRow = "unknown_row"
  /// Only logged, never answered: a saved view its module no longer takes.
  case invalidSnapshot = "invalid_snapshot"
  // -32603
  case internalError = "internal_error"
  case responseTooLarge = "response_too_large"
  // -32002
  case notInitialized = "not_initialized"
  // -32010, -32011
  case viewNotFound = "view_not_found"
  case moduleNotFound = "module_not_found"
  // -32012
  case rootView = "root_view"
  case nothingToGoBackTo = "nothing_to_go_back_to"
  case noModal = "no_modal"
  case tooManyViews = "too_many_views"
  // -32013
  case lineTooLong = "line_too_long"
  // -32014
  case tooManyEffects = "too_many_effects"
  case effectsRunning = "effects_running"
  // -32015, -32016
  case pluginFailed = "plugin_failed"
  case debugOff = "debug_off"

  /// The kinds that never reach a frontend (logged only), so not in the schema.
  static let onlyLogged: Set<ErrorKind> = [.invalidSnapshot]

  /// The code every error of this kind has.
  var code: RPCErrorCode {
    switch self {
    case .parseError, .invalidUTF8: .parseError
    case .invalidRequest, .alreadyInitialized, .shuttingDown: .invalidRequest
    case .methodNotFound: .methodNotFound
    case .invalidParams, .unsupportedProtocolVersion, .invalidInput, .unknownAction, .invalidValue,
      .actionUnavailable, .invalidLink, .historyEntryNotFound, .noSnapshot, .unknownInput, .unknownRow,
      .invalidSnapshot:
      .invalidParams
    case .internalError, .responseTooLarge: .internalError
    case .notInitialized: .notInitialized
    case .viewNotFound: .viewNotFound
    case .moduleNotFound: .moduleNotFound
    case .rootView, .nothingToGoBackTo, .noModal, .tooManyViews: .navigationRejected
    case .lineTooLong: .lineTooLong
    case .tooManyEffects, .effectsRunning: .busy
    case .pluginFailed: .pluginFailed
    case .debugOff: .debugOff
    }
  }
}

extension RPCError {
  /// An error of `kind`, with the code that kind has.
  init(kind: ErrorKind, _ message: String, details: JSONObject = JSONObject()) {
    self.init(kind.code, kind: kind.rawValue, message, details: details)
  }
}
