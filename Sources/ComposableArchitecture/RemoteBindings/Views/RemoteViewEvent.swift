#if !canImport(Darwin)
  /// A page's message to a view session: an event on one of the controls it shows.
  ///
  /// `{"control": "<address>", "event": "set", "value": "Blob", "seq": 7}`: the control's
  /// address (16 hexadecimal digits), what happened to it, the value that goes with it, and the
  /// page's number for the message. `"again": true` marks an action sent again after a dropped
  /// connection.
  struct RemoteViewEvent: Decodable {
    let control: String
    let event: String
    let value: RemoteAnyJSON?
    let seq: Int?
    let again: Bool?

    /// The control's address, if the message names one well.
    var address: UInt64? {
      guard self.control.utf8.count == 16 else { return nil }
      return UInt64(self.control, radix: 16)
    }

    /// The events that change state each time they come (a press, a step, a deletion), as
    /// opposed to those that set a value (typing, a toggle, a choice), which can be sent again
    /// safely.
    var isAction: Bool {
      switch self.event {
      case "press", "submit", "increment", "decrement", "delete", "move", "refresh":
        return true
      default:
        return false
      }
    }
  }

  extension RemoteAnyJSON {
    var string: String? {
      if case let .string(value) = self { return value }
      return nil
    }

    var bool: Bool? {
      if case let .bool(value) = self { return value }
      return nil
    }

    var double: Double? {
      switch self {
      case let .number(value): return value
      case let .integer(value): return Double(value)
      default: return nil
      }
    }

    var integer: Int? {
      switch self {
      case let .integer(value): return value
      case let .number(value) where value == value.rounded() && abs(value) < 1e15: return Int(value)
      default: return nil
      }
    }
  }
#endif
