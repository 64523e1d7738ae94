/// Why a message from a remote client was refused. Nothing of a refused message is applied.
public enum RemoteBindingError: Error, Equatable, Sendable {
  /// The message is larger than the limit the bindings accept.
  case messageTooLarge(size: Int, limit: Int)
  /// The message is not one the server understands: for ``RemoteBindings/decode(_:)``, not a
  /// JSON object with a `"field"` name, a `"value"`, and an optional integer `"seq"`. The string
  /// says what was wrong; a server may use it for its own messages too.
  case malformed(String)
  /// The state has no field with this name.
  case unknownField(String)
  /// The state has a field with this name, but the feature doesn't let remote clients bind it.
  case fieldNotBindable(String)
  /// The value is not of the field's type (or, for an action that takes a value, of the
  /// action's). For a field or an action inside rows, `field` is its whole path:
  /// `todos[id:3].title`.
  case wrongType(field: String, expected: String)
  /// The message names a row that isn't shown now, or an id that no row can have: the string is
  /// the row's path, `todos[id:3]`.
  case unknownRow(String)
  /// The feature has no action with this name (or path, inside rows) that a client may send.
  case unknownAction(String)
  /// The action exists, but the feature doesn't accept it in its current state (its `when:`
  /// condition doesn't hold): a button for it was pressed after what it acts on went away.
  case actionNotAvailable(String)
  /// The page sent an action again (`"again": true`) after its connection dropped before the
  /// action was answered, and the server can't tell whether it applied it then (the database
  /// that records it didn't answer, say): it isn't applied again.
  case actionMayHaveBeenApplied(String)

  /// The field the message named, when it named one.
  public var field: String? {
    switch self {
    case .messageTooLarge, .malformed, .unknownRow, .unknownAction, .actionNotAvailable,
      .actionMayHaveBeenApplied:
      return nil
    case let .unknownField(field), let .fieldNotBindable(field), let .wrongType(field, _):
      return field
    }
  }
}

extension RemoteBindingError: CustomStringConvertible {
  /// What was wrong, for the client to show.
  public var description: String {
    switch self {
    case let .messageTooLarge(size, limit):
      return "The message is \(size) bytes long; at most \(limit) are accepted."
    case let .malformed(reason):
      return "The message is malformed: \(reason)."
    case let .unknownField(field):
      return "There is no field named \"\(field)\"."
    case let .fieldNotBindable(field):
      return "The field \"\(field)\" can't be set by a client."
    case let .wrongType(field, expected):
      return "The value of \"\(field)\" must be \(expected)."
    case let .unknownRow(row):
      return "There is no row \"\(row)\" now."
    case let .unknownAction(action):
      return "There is no action named \"\(action)\"."
    case let .actionNotAvailable(action):
      return "The action \"\(action)\" isn't available now."
    case let .actionMayHaveBeenApplied(action):
      return """
        The action "\(action)" was sent again after the connection dropped, and the server \
        can't tell whether it was applied before, so it wasn't applied again: check, and do it \
        again if it's missing.
        """
    }
  }
}
