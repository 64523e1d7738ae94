import Foundation

/// Everything a remote page may do with a feature: bind fields, read fields, send allow-listed
/// actions, and the same inside the rows of an identified array.
///
/// A ``RemoteSession`` serves a feature to a page through its `RemoteFeature`, which lists what
/// the page may see and do; anything else the page asks for is refused:
///
/// ```swift
/// extension Todos {
///   static let remoteFeature = RemoteFeatureOf<Todos> {
///     RemoteBindingField(\.newTodoTitle)                 // the page may edit it
///     RemoteValue("itemsLeft") { $0.todos.filter { !$0.isComplete }.count }  // read-only
///     RemoteAction("addTodo", \.addTodoButtonTapped)     // the page may send it
///     RemoteRows("todos", \.filteredTodos, action: \.todos) {
///       RemoteBindingField(\.title)
///       RemoteBindingField(\.isComplete)
///       RemoteAction("delete", \.deleteButtonTapped)
///     }
///   }
/// }
/// ```
///
/// A page names what it binds or sends by path: a top-level field or action by its name
/// (`newTodoTitle`, `addTodo`), one inside a row by the rows' name, the row's id and its name
/// (`todos[id:3].title`, `todos[id:3].delete`), rows inside rows the same way
/// (`lists[id:1].todos[id:3].title`).
///
/// Names are unique in a feature (and in each row's content): a name listed twice is reported,
/// and the first one is used.
public struct RemoteFeature<State, Action>: Sendable {
  /// The size of the largest message accepted from a page, in bytes.
  public let maximumMessageSize: Int

  let entries: RemoteEntries<State, Action>

  /// Lists what a remote page may do with a feature.
  ///
  /// - Parameters:
  ///   - maximumMessageSize: The size of the largest message accepted from a page, in bytes:
  ///     larger ones are refused before they are decoded.
  ///   - content: The fields, read-only values, actions and rows the page may use.
  public init(
    maximumMessageSize: Int = 4_096,
    @RemoteFeatureBuilder<State, Action> _ content: () -> [RemoteFeatureEntry<State, Action>]
  ) {
    self.maximumMessageSize = maximumMessageSize
    self.entries = RemoteEntries(content())
  }

  /// The names of the feature's top-level fields, values, actions and rows, in the order listed.
  public var names: [String] {
    self.entries.list.map(\.name)
  }
}

/// A ``RemoteFeature`` of a reducer's state and action.
public typealias RemoteFeatureOf<R: Reducer> = RemoteFeature<R.State, R.Action>

/// One thing a remote page may use in a feature: a field, a read-only value, an action or rows.
///
/// Made by ``RemoteFeatureBuilder`` from ``RemoteBindingField``, ``RemoteBindings``,
/// ``RemoteValue``, ``RemoteAction`` and ``RemoteRows``.
public struct RemoteFeatureEntry<State, Action>: Sendable {
  /// The name a page uses for it.
  public let name: String
  let kind: Kind

  enum Kind: Sendable {
    /// A field the page reads, and writes when `decode` isn't `nil`.
    case field(
      RemoteFieldReader<State>,
      decode: (@Sendable (RemoteValueSource) throws(RemoteBindingError) -> Action)?
    )
    /// An action the page may send, when `isAvailable` holds.
    case action(
      decode: @Sendable (RemoteValueSource) throws(RemoteBindingError) -> Action,
      isAvailable: (@Sendable (State) -> Bool)?
    )
    /// Rows of an identified array.
    case rows(RemoteRowsEntry<State, Action>)
  }

  init(name: String, kind: Kind) {
    self.name = name
    self.kind = kind
  }
}

/// How a session reads a field or a read-only value of a feature's state, with its type erased.
struct RemoteFieldReader<State>: Sendable {
  /// The value in a state, as JSON text.
  let text: @Sendable (_ state: State) -> String
  /// The value in a state as JSON text when it differs from `last`, the value seen last time (or
  /// ``RemoteFieldReader/unseen``), which it then replaces; `nil` when they are equal.
  ///
  /// Comparing typed values costs far less than encoding: a session's observation of a feature
  /// compares every value each time one of them changes, and encodes only those that differ.
  let textIfChanged: @Sendable (_ state: State, _ last: inout Any) -> String?
  /// The value in `new` when it differs from the value in `old`; `nil` when they are equal.
  /// Compares two states for the diff that pages of rows share (`RemoteRowsDiffs`).
  let change: @Sendable (_ old: State, _ new: State) -> Any?
  /// The JSON text of a value that ``change`` returned.
  let encode: @Sendable (_ value: Any) -> String
  /// Whether the value is read through a key path, and so depends on the state alone as far as
  /// a session can tell. A value computed by a closure may also read shared state, which its
  /// session's observation must then read to follow.
  let readsThroughKeyPath: Bool

  /// What a session keeps as the last value of a field it hasn't read yet: no value is equal to
  /// it, not even `nil`.
  static var unseen: Any { RemoteUnseenValue() }

  init<Value: Encodable & Equatable & SendableMetatype>(
    readsThroughKeyPath: Bool = false,
    _ read: @escaping @Sendable (_ state: State) -> Value
  ) {
    self.readsThroughKeyPath = readsThroughKeyPath
    self.text = { state in RemoteJSON.text(of: read(state)) }
    self.textIfChanged = { state, last in
      let value = read(state)
      if let previous = last as? Value, previous == value {
        return nil
      }
      last = value
      return RemoteJSON.text(of: value)
    }
    self.change = { old, new in
      let value = read(new)
      guard read(old) != value else { return nil }
      return value
    }
    self.encode = { value in
      // Given a value of `change`: the cast always succeeds.
      guard let value = value as? Value else { return "null" }
      return RemoteJSON.text(of: value)
    }
  }
}

/// The last value of a field a session hasn't read yet (see ``RemoteFieldReader/unseen``).
private struct RemoteUnseenValue {}

/// Builds the content of a ``RemoteFeature``.
@resultBuilder
public enum RemoteFeatureBuilder<State, Action> {
  /// A field the page may bind: its writes are sent to the store as binding actions.
  ///
  /// - Parameter field: The field.
  /// - Returns: The field, as the content of a feature.
  public static func buildExpression(
    _ field: RemoteBindingField<State>
  ) -> [RemoteFeatureEntry<State, Action>]
  where Action: BindableAction & SendableMetatype, Action.State == State {
    [Self.entry(field)]
  }

  /// Every field of a ``RemoteBindings`` list, in its order.
  ///
  /// - Parameter bindings: The fields. Its `maximumMessageSize` is not used: the feature's is.
  /// - Returns: The fields, as the content of a feature.
  public static func buildExpression(
    _ bindings: RemoteBindings<State>
  ) -> [RemoteFeatureEntry<State, Action>]
  where Action: BindableAction & SendableMetatype, Action.State == State {
    var entries: [RemoteFeatureEntry<State, Action>] = []
    for field in bindings.fields {
      entries.append(Self.entry(field))
    }
    return entries
  }

  /// A read-only value.
  ///
  /// - Parameter value: The value.
  /// - Returns: The value, as the content of a feature.
  public static func buildExpression(
    _ value: RemoteValue<State>
  ) -> [RemoteFeatureEntry<State, Action>] {
    [RemoteFeatureEntry(name: value.name, kind: .field(value.reader, decode: nil))]
  }

  /// An action the page may send.
  ///
  /// - Parameter action: The action.
  /// - Returns: The action, as the content of a feature.
  public static func buildExpression(
    _ action: RemoteAction<State, Action>
  ) -> [RemoteFeatureEntry<State, Action>] {
    [action.entry]
  }

  /// Rows of an identified array.
  ///
  /// - Parameter rows: The rows.
  /// - Returns: The rows, as the content of a feature.
  public static func buildExpression(
    _ rows: RemoteRows<State, Action>
  ) -> [RemoteFeatureEntry<State, Action>] {
    [rows.entry]
  }

  /// Content already built.
  ///
  /// - Parameter entries: The entries.
  /// - Returns: The entries.
  public static func buildExpression(
    _ entries: [RemoteFeatureEntry<State, Action>]
  ) -> [RemoteFeatureEntry<State, Action>] {
    entries
  }

  /// The content of a block, in order.
  ///
  /// - Parameter entries: The entries of each statement.
  /// - Returns: All the entries.
  public static func buildBlock(
    _ entries: [RemoteFeatureEntry<State, Action>]...
  ) -> [RemoteFeatureEntry<State, Action>] {
    entries.flatMap { $0 }
  }

  /// The content of an `if` without `else`.
  ///
  /// - Parameter entries: The entries, when the condition held.
  /// - Returns: The entries, or none.
  public static func buildOptional(
    _ entries: [RemoteFeatureEntry<State, Action>]?
  ) -> [RemoteFeatureEntry<State, Action>] {
    entries ?? []
  }

  /// The content of the first branch of an `if`-`else`.
  ///
  /// - Parameter entries: The branch's entries.
  /// - Returns: The entries.
  public static func buildEither(
    first entries: [RemoteFeatureEntry<State, Action>]
  ) -> [RemoteFeatureEntry<State, Action>] {
    entries
  }

  /// The content of the second branch of an `if`-`else`.
  ///
  /// - Parameter entries: The branch's entries.
  /// - Returns: The entries.
  public static func buildEither(
    second entries: [RemoteFeatureEntry<State, Action>]
  ) -> [RemoteFeatureEntry<State, Action>] {
    entries
  }

  /// The content of a `for` loop.
  ///
  /// - Parameter entries: The entries of each iteration.
  /// - Returns: All the entries.
  public static func buildArray(
    _ entries: [[RemoteFeatureEntry<State, Action>]]
  ) -> [RemoteFeatureEntry<State, Action>] {
    entries.flatMap { $0 }
  }

  private static func entry(
    _ field: RemoteBindingField<State>
  ) -> RemoteFeatureEntry<State, Action>
  where Action: BindableAction & SendableMetatype, Action.State == State {
    let name = field.name
    let typeDescription = field.typeDescription
    return RemoteFeatureEntry(
      name: name,
      kind: .field(
        field.reader,
        decode: { source throws(RemoteBindingError) in
          do {
            return Action.binding(try field.decodeBinding(source))
          } catch {
            throw .wrongType(field: name, expected: typeDescription)
          }
        }
      )
    )
  }
}

/// A feature's entries, by name, and the names of its state's fields (to tell a field that
/// isn't listed from one that doesn't exist).
struct RemoteEntries<State, Action>: Sendable {
  let list: [RemoteFeatureEntry<State, Action>]
  /// What a session observes.
  let observed: RemoteObservedEntries<State, Action>
  private let byName: [String: RemoteFeatureEntry<State, Action>]
  private let stateFieldNames: Set<String>

  init(_ entries: [RemoteFeatureEntry<State, Action>]) {
    var list: [RemoteFeatureEntry<State, Action>] = []
    var byName: [String: RemoteFeatureEntry<State, Action>] = [:]
    for entry in entries {
      guard byName[entry.name] == nil else {
        reportIssue(
          """
          "RemoteFeature" lists "\(entry.name)" more than once: the first one is used.

          To fix this, give each field, value, action and rows of a feature a name of its own.
          """
        )
        continue
      }
      if entry.name.contains("[") || entry.name.contains("]") {
        reportIssue(
          """
          "RemoteFeature" can't use the name "\(entry.name)": a page couldn't tell it from a \
          row's path.

          To fix this, use a name without "[" or "]".
          """
        )
        continue
      }
      byName[entry.name] = entry
      list.append(entry)
    }
    self.list = list
    self.observed = RemoteObservedEntries(list)
    self.byName = byName
    self.stateFieldNames = Set((_fields(of: State.self) ?? []).map(\.name))
  }

  /// Resolves the path of a page's message: finds what it names and decodes its value.
  ///
  /// - Parameters:
  ///   - relativePath: The part of the path that names something in this feature.
  ///   - path: The whole path, for errors.
  ///   - kind: Whether the message sets a field or sends an action.
  ///   - source: The message's value.
  func resolve(
    _ relativePath: Substring,
    path: String,
    as kind: RemoteMessageKind,
    source: RemoteValueSource
  ) throws(RemoteBindingError) -> RemoteTarget<State, Action> {
    if let bracket = relativePath.firstIndex(of: "[") {
      let name = String(relativePath[..<bracket])
      guard case let .rows(rows)? = self.byName[name]?.kind else {
        throw Self.unknown(path, as: kind)
      }
      let afterBracket = relativePath[relativePath.index(after: bracket)...]
      guard afterBracket.hasPrefix("id:"), let close = afterBracket.firstIndex(of: "]") else {
        throw .malformed(
          "the path \(remoteShortQuoted(path)) names rows without an id: write <rows>[id:<id>].<name>"
        )
      }
      let id = afterBracket[afterBracket.index(afterBracket.startIndex, offsetBy: 3)..<close]
      let rest = afterBracket[afterBracket.index(after: close)...]
      guard rest.first == "." else {
        throw .malformed(
          "the path \(remoteShortQuoted(path)) names a row, not one of its fields or actions"
        )
      }
      let rowPath = String(path[..<rest.startIndex])
      return try rows.resolve(id, rest.dropFirst(), rowPath, path, kind, source)
    }
    let name = String(relativePath)
    switch (self.byName[name]?.kind, kind) {
    case let (.field(reader, decode)?, .field):
      guard let decode else { throw .fieldNotBindable(path) }
      guard source.hasValue else { throw .malformed(#"the message has no "value""#) }
      let action: Action
      do {
        action = try decode(source)
      } catch {
        // Reported with the whole path.
        guard case let .wrongType(_, expected) = error else { throw error }
        throw .wrongType(field: path, expected: expected)
      }
      return RemoteTarget(action: action, check: nil, value: reader.text)

    case let (.action(decode, isAvailable)?, .action):
      let action: Action
      do {
        action = try decode(source)
      } catch {
        guard case let .wrongType(_, expected) = error else { throw error }
        throw .wrongType(field: path, expected: expected)
      }
      return RemoteTarget(
        action: action,
        check: isAvailable.map { isAvailable in
          { state in isAvailable(state) ? nil : .actionNotAvailable(path) }
        },
        value: nil
      )

    case (nil, .field) where self.stateFieldNames.contains(name):
      throw .fieldNotBindable(path)

    default:
      throw Self.unknown(path, as: kind)
    }
  }

  private static func unknown(_ path: String, as kind: RemoteMessageKind) -> RemoteBindingError {
    switch kind {
    case .field: .unknownField(path)
    case .action: .unknownAction(path)
    }
  }
}

/// The entries of a feature that a session observes, found once for every session.
///
/// A class, so that the generic code that copies a feature's entries (for every message) needs
/// no metadata of their types.
final class RemoteObservedEntries<State, Action>: Sendable {
  /// The fields and read-only values, in the order listed.
  let fields: [(name: String, reader: RemoteFieldReader<State>)]
  /// The rows, in the order listed.
  let rows: [(name: String, entry: RemoteRowsEntry<State, Action>)]

  init(_ list: [RemoteFeatureEntry<State, Action>]) {
    self.fields = list.compactMap { entry in
      guard case let .field(reader, _) = entry.kind else { return nil }
      return (entry.name, reader)
    }
    self.rows = list.compactMap { entry in
      guard case let .rows(rows) = entry.kind else { return nil }
      return (entry.name, rows)
    }
  }
}

/// A string from a client in quotes, cut to a length that fits in an error message.
func remoteShortQuoted(_ string: String) -> String {
  let limit = 40
  return string.count <= limit ? "\"\(string)\"" : "\"\(string.prefix(limit))…\""
}
