import IdentifiedCollections
import OrderedCollections

/// What changed in a list of rows from one value to the next, found once for all the pages of a
/// process that show it.
///
/// A change to rows that many pages show (a todo added to a list kept in `@Shared`) used to cost
/// each page a look at every shown row: its id, and each of its fields compared with what the
/// page was sent. Yet the pages saw the same rows before the change and see the same rows after
/// it, so they find the same differences. A `RemoteRowsObservation` keeps the rows it last sent,
/// and asks for the diff from them to the rows now: the first page to ask finds it, by comparing
/// the two lists' ids and each common row's fields, and the pages after it that saw the same
/// rows get it back. Each page then applies it: O(rows that changed) per page instead of
/// O(rows).
///
/// The diffs remember the last one found. A page's rows are the same as its rows when they are
/// equal (`==`), which for pages reading one shared list is a comparison of two references: an
/// array compares its storage before its elements. Pages showing lists of their own, or the
/// list in other ways (filtered), mostly differ in their counts, and find a diff of their own.
///
/// Made by ``RemoteRows`` only when this is sound:
/// - the rows' state is `Equatable`: two equal rows show the same values. (A hand-written `==`
///   that ignores a field the page shows would make pages miss its changes.)
/// - the row's fields and values are all read through key paths: one computed by a closure may
///   read shared state besides the row's, which the observation must read itself to follow.
///   (A key path to a computed property that reads such state isn't told apart: documented.)
///
/// And used only while the rows hold values alone: a row that holds a reference (`@Shared`, an
/// observable object) can change without any row changing as a value, and two lists that hold
/// the same reference compare equal before and after. The rows are looked at as they come (each
/// row once when first seen, then the new and changed ones); from the first that holds one, the
/// diffs answer `nil`, and each page compares its rows itself, as for rows of other state.
@MainActor
final class RemoteRowsDiffs<ID: RemoteRowID, RowState> {
  typealias Rows = IdentifiedArray<ID, RowState>

  /// Compares two lists of rows (made on first use: `init` made sure they are `Equatable`).
  private lazy var equal: (Rows, Rows) -> Bool = remoteEquality(of: Rows.self) ?? { _, _ in false }
  private let readers: [RemoteFieldReader<RowState>]
  private var last: (path: String, from: Rows, to: Rows, diff: RemoteRowsDiff<ID>)?
  /// Whether a row was seen to hold a reference: then the diffs are no longer used.
  private var rowsHoldReferences = false
  /// Whether every row of a list was looked at once.
  private var hasLookedAtAllRows = false

  /// Diffs for rows with these fields and values, or `nil` when they can't be shared.
  nonisolated init?<RowAction>(_ content: RemoteObservedEntries<RowState, RowAction>) {
    let readers = content.fields.map(\.reader)
    guard
      readers.allSatisfy(\.readsThroughKeyPath),
      Rows.self is any Equatable.Type
    else { return nil }
    self.readers = readers
  }

  /// What changed from `old` to `new`, the rows at `path`, or `nil` when the rows hold references
  /// (the page then compares its rows itself).
  func diff(path: String, from old: Rows, to new: Rows) -> RemoteRowsDiff<ID>? {
    guard !self.rowsHoldReferences else { return nil }
    if let last = self.last, last.path == path, self.equal(last.to, new),
      self.equal(last.from, old)
    {
      return last.diff
    }
    if !self.hasLookedAtAllRows {
      self.hasLookedAtAllRows = true
      if old.contains(where: remoteHoldsReference) || new.contains(where: remoteHoldsReference) {
        self.rowsHoldReferences = true
        self.last = nil
        return nil
      }
    }
    let diff = self.find(path: path, from: old, to: new)
    // The rows that are new or changed, as values that may hold a reference now.
    for row in diff.rows {
      guard let state = new[id: row.id], remoteHoldsReference(state) else { continue }
      self.rowsHoldReferences = true
      self.last = nil
      return nil
    }
    self.last = (path, old, new, diff)
    return diff
  }

  private func find(path: String, from old: Rows, to new: Rows) -> RemoteRowsDiff<ID> {
    let oldIDs = old.ids
    let newIDs = new.ids
    var diff = RemoteRowsDiff<ID>()
    let isReordered = oldIDs != newIDs
    if isReordered {
      var shown: [ID] = []
      var texts: [String] = []
      shown.reserveCapacity(newIDs.count)
      texts.reserveCapacity(newIDs.count)
      for id in newIDs {
        guard let text = remoteRowIDText(id, path: path) else { continue }
        shown.append(id)
        texts.append(text)
      }
      diff.ids = RemoteRowsDiff.IDs(
        shown: shown,
        removed: oldIDs.filter { !newIDs.contains($0) },
        message: RemoteOutput.rowsMessage(texts, path: path)
      )
    }
    for offset in new.indices {
      let id = newIDs[offset]
      let row = new[offset]
      let oldRow = isReordered ? old[id: id] : old[offset]
      guard let oldRow else {
        if let text = remoteRowIDText(id, path: path) {
          diff.rows.append(RemoteRowsDiff.Row(id: id, text: text, isNew: true, changes: []))
        }
        continue
      }
      var changes: [RemoteRowsDiffChange] = []
      for index in self.readers.indices {
        guard let value = self.readers[index].change(oldRow, row) else { continue }
        changes.append(
          RemoteRowsDiffChange(index: index, value: value, encode: self.readers[index].encode)
        )
      }
      // A row that can't be named isn't shown: the first change reports it.
      if !changes.isEmpty, let text = remoteRowIDText(id, path: path) {
        diff.rows.append(RemoteRowsDiff.Row(id: id, text: text, isNew: false, changes: changes))
      }
    }
    return diff
  }
}

/// What changed in rows from one value to the next (see `RemoteRowsDiffs`).
struct RemoteRowsDiff<ID> {
  /// The new ids, when they changed.
  struct IDs {
    /// The rows shown, in order: those whose id can be named in a path.
    let shown: [ID]
    /// The ids that went.
    let removed: [ID]
    /// The message that sends the page the shown rows' ids.
    let message: String
  }

  /// A shown row that is new, or whose fields changed.
  struct Row {
    let id: ID
    /// The id's text, as the page names the row.
    let text: String
    /// Whether the row is new: the page is sent all its fields.
    let isNew: Bool
    /// The fields that changed, when the row isn't new.
    let changes: [RemoteRowsDiffChange]
  }

  var ids: IDs?
  /// The shown rows that are new or changed, in order.
  var rows: [Row] = []
}

/// A changed field of a row: its index in the row's fields and its new value, with the value's
/// JSON text, encoded once for all the pages that send it (a page that follows the field alone
/// doesn't).
@MainActor
final class RemoteRowsDiffChange {
  let index: Int
  let value: Any
  private let encode: @Sendable (Any) -> String
  private(set) lazy var text = self.encode(self.value)

  init(index: Int, value: Any, encode: @escaping @Sendable (Any) -> String) {
    self.index = index
    self.value = value
    self.encode = encode
  }
}

/// Whether a value holds an instance of a class (a `@Shared` value's reference, an observable
/// object), besides the observation registrars of `@ObservableState` values, as far as its
/// mirror shows. A value nested too deep to look at is taken to hold one.
func remoteHoldsReference(_ value: Any) -> Bool {
  remoteHoldsReference(value, depth: 0)
}

private func remoteHoldsReference(_ value: Any, depth: Int) -> Bool {
  let mirror = Mirror(reflecting: value)
  if mirror.displayStyle == .class { return true }
  guard depth < 12 else { return true }
  for child in mirror.children where child.label != "_$observationRegistrar" {
    if remoteHoldsReference(child.value, depth: depth + 1) { return true }
  }
  return false
}

/// A function that compares two values of a type, or `nil` when the type isn't `Equatable`.
func remoteEquality<Value>(of type: Value.Type) -> ((Value, Value) -> Bool)? {
  guard let equatable = type as? any Equatable.Type else { return nil }
  return remoteEquality(equatable, as: type)
}

private func remoteEquality<Equatable: Swift.Equatable, Value>(
  _: Equatable.Type,
  as _: Value.Type
) -> (Value, Value) -> Bool {
  { lhs, rhs in
    // `Value` is `Equatable`: the casts always succeed.
    guard let lhs = lhs as? Equatable, let rhs = rhs as? Equatable else { return false }
    return lhs == rhs
  }
}
