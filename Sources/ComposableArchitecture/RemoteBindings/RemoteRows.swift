import CasePaths
import IdentifiedCollections
import OrderedCollections

/// Rows of a feature that a remote page shows: the elements of an `IdentifiedArray`, each with
/// fields, values and actions of its own.
///
/// List them in a ``RemoteFeature`` with the rows' state and the parent's action for them (the
/// one its `forEach` handles); the content is the row feature's, as a ``RemoteFeature``'s:
///
/// ```swift
/// RemoteRows(\.todos, action: \.todos) {
///   RemoteBindingField(\.title)
///   RemoteBindingField(\.isComplete)
///   RemoteAction("delete", \.deleteButtonTapped)
/// }
/// ```
///
/// The page is sent the ids of the rows in order, `{"rows": "todos", "ids": ["3", "7"]}`,
/// initially and whenever they change, followed by the values of the rows that are new. It
/// names a row's field or action by path: `todos[id:3].title`. A write or an action goes to the
/// store as the row's action inside the parent's `IdentifiedAction`
/// (`.todos(.element(id: 3, action: .binding(…)))`), so the row's reducer handles it; a message
/// for a row that isn't shown now is refused with ``RemoteBindingError/unknownRow(_:)``.
///
/// The rows may be a computed property (`\.filteredTodos`): then name them. A page observes its
/// rows as one list: a change reads the rows once and compares each shown row's fields with the
/// ones the page was sent (a row's field that keeps changing, one being typed in, is then
/// followed alone). So a change to the list costs a page the computation once, and a look at
/// every shown row: for long lists, a page should show a part of them.
///
/// When the rows' state is `Equatable` and the row's fields and values are all read through key
/// paths (``RemoteBindingField``, and ``RemoteValue`` made with a key path), the pages of a
/// process that saw the same rows share that look: the first page to run after a change
/// compares the rows before and after it, field by field, and the others apply what it found.
/// A change to a list that many pages show, kept in `@Shared`, then costs each page O(rows
/// changed) instead of O(rows). The sharing lives in the `RemoteRows`, so list the feature once
/// (`static let`), not once per session. It relies on `==`: a hand-written `==` that ignores a
/// field the page shows hides that field's changes from the pages. It is off for rows that hold
/// a reference (a `@Shared` field, an observable object), which can change while the rows stay
/// equal, and a value computed by a closure turns it off, as the closure may read state besides
/// the row's. A key path to a computed property that reads such state (a `@Shared` value
/// outside the row, say) isn't told apart: the pages wouldn't follow it, so write that value as
/// a closure.
public struct RemoteRows<State, Action>: Sendable {
  /// The name a page uses for the rows.
  public let name: String
  let entry: RemoteFeatureEntry<State, Action>

  /// Rows named as the property that holds them is declared.
  ///
  /// - Parameters:
  ///   - rows: The rows: a stored property of an `@ObservableState` struct.
  ///   - action: The parent's action for the rows, the one its `forEach` handles.
  ///   - content: What the page may do in each row, in the row feature's terms.
  public init<ID: RemoteRowID, RowState, RowAction>(
    _ rows: KeyPath<State, IdentifiedArray<ID, RowState>> & Sendable,
    action: CaseKeyPath<Action, IdentifiedAction<ID, RowAction>>,
    @RemoteFeatureBuilder<RowState, RowAction> content: () -> [RemoteFeatureEntry<
      RowState, RowAction
    >]
  ) {
    guard let name = observableFieldName(rows) else {
      reportIssue(
        """
        "RemoteRows" couldn't find the name of the rows at \(rows): only stored properties of \
        an "@ObservableState" struct are named by their key path.

        To fix this, name the rows: RemoteRows("name", \\.name, action: …).
        """
      )
      self.init("\(rows)", rows, action: action, content: content)
      return
    }
    self.init(name, rows, action: action, content: content)
  }

  /// Rows with the name a page uses for them.
  ///
  /// - Parameters:
  ///   - name: The name a page uses for the rows.
  ///   - rows: The rows: a stored or computed property.
  ///   - action: The parent's action for the rows, the one its `forEach` handles.
  ///   - content: What the page may do in each row, in the row feature's terms.
  public init<ID: RemoteRowID, RowState, RowAction>(
    _ name: String,
    _ rows: KeyPath<State, IdentifiedArray<ID, RowState>> & Sendable,
    action: CaseKeyPath<Action, IdentifiedAction<ID, RowAction>>,
    @RemoteFeatureBuilder<RowState, RowAction> content: () -> [RemoteFeatureEntry<
      RowState, RowAction
    >]
  ) {
    let accessors = _CaseAccessors.find(action)
    let content = RemoteEntries(content())
    let diffs = RemoteRowsDiffs<ID, RowState>(content.observed)
    self.name = name
    self.entry = RemoteFeatureEntry(
      name: name,
      kind: .rows(
        RemoteRowsEntry(
          resolve: { idText, rest, rowPath, path, kind, source throws(RemoteBindingError) in
            // Only an id's own text names it, so that every path of a row is spelled one way.
            guard let id = ID(remoteRowID: String(idText)), id.remoteRowID == idText else {
              throw .unknownRow(rowPath)
            }
            let target = try content.resolve(rest, path: path, as: kind, source: source)
            let check = target.check
            let value = target.value
            return RemoteTarget(
              action: accessors.embed(.element(id: id, action: target.action)),
              check: { state in
                guard let row = state[keyPath: rows][id: id] else { return .unknownRow(rowPath) }
                return check?(row)
              },
              value: value.map { value in
                { state in state[keyPath: rows][id: id].flatMap(value) }
              }
            )
          },
          observe: { output, path, state in
            RemoteRowsObservation(
              output: output,
              path: path,
              rows: { state()?[keyPath: rows] },
              content: content,
              diffs: diffs
            )
          }
        )
      )
    )
  }
}

/// The rows of a feature, with their row types erased.
struct RemoteRowsEntry<State, Action>: Sendable {
  /// Resolves the path of a page's message in a row: the row's id text, the path in the row, the
  /// path of the row, the whole path, the message's kind and value.
  let resolve:
    @Sendable (
      Substring, Substring, String, String, RemoteMessageKind, RemoteValueSource
    ) throws(RemoteBindingError) -> RemoteTarget<State, Action>
  /// Starts observing the rows for a session: the output, the rows' path, the parent's state.
  let observe:
    @MainActor @Sendable (RemoteOutput, String, @escaping @MainActor () -> State?) ->
      any RemoteObservation
}

/// A session's observation of rows: one `observe { }` reads the rows once, sends their ids when
/// they changed, and runs each shown row's fields (a `RemoteGroupObservation` per row, made when
/// the row appears and cancelled when it goes) with that row's state.
///
/// One observation for the whole list, rather than one per row, because a list's rows usually
/// change together as far as Observation can tell: rows kept in `@Shared` are one value to it, so
/// any change to the list (another page's add, another process's) re-ran every row's
/// observation, each reading the whole list again (a computed, filtered list computed once per
/// row). Now a change costs one run that reads the list once and compares each row's fields
/// with the ones sent last. A row's field seen to change is then followed by an `observe { }`
/// of its own, as a feature's fields are (see `RemoteGroupObservation`), so that typing in one
/// row of a long list re-runs that field alone.
///
/// When the rows' state is `Equatable` (see `RemoteRowsDiffs`), the comparison is shared: the
/// observation keeps the rows it last saw, and asks the rows' diffs for what changed from them
/// to the rows now, which the pages of a process that saw the same rows find once between
/// them. Each page then only applies what changed.
@MainActor
final class RemoteRowsObservation<ID: RemoteRowID, RowState, RowAction>: RemoteObservation {
  private weak var output: RemoteOutput?
  private let path: String
  private let rows: @MainActor () -> IdentifiedArray<ID, RowState>?
  private let content: RemoteEntries<RowState, RowAction>
  private let diffs: RemoteRowsDiffs<ID, RowState>?
  private var ids: OrderedSet<ID>?
  /// The rows as this observation last sent them (with `diffs` only): every shown row's fields
  /// that aren't followed alone were last sent as they are in it.
  private var seen: IdentifiedArray<ID, RowState>?
  /// The rows shown to the page, in order: those whose id can be named in a path.
  private var shown: [ID] = []
  /// Each shown row's id text (made once for the row) and the group that runs its fields.
  private var groups: [ID: RemoteRowGroup<RowState, RowAction>] = [:]
  private var token: ObserveToken?

  init(
    output: RemoteOutput,
    path: String,
    rows: @escaping @MainActor () -> IdentifiedArray<ID, RowState>?,
    content: RemoteEntries<RowState, RowAction>,
    diffs: RemoteRowsDiffs<ID, RowState>?
  ) {
    self.output = output
    self.path = path
    self.rows = rows
    self.content = content
    self.diffs = diffs
    self.token = observe { [weak self] in
      guard let self else { return }
      self.output?.readingFromRoot { self.update() }
    }
  }

  func cancel(forgettingIn output: RemoteOutput?) {
    self.token?.cancel()
    self.token = nil
    for row in self.groups.values {
      row.group.cancel(forgettingIn: output)
    }
    self.groups = [:]
  }

  /// Sends the ids when they changed (stops following the rows that went, starts following the
  /// new ones), then runs every shown row's group with its state, or applies the rows' diff.
  private func update() {
    // The rows are gone with their parent row: its group is cancelling them.
    guard let output = self.output, let rows = self.rows() else { return }
    if let diffs = self.diffs {
      defer { self.seen = rows }
      // The shared diff reads no row's fields, so the observation only follows the rows this
      // way when it reads from the root of the store's state, which tells it of any change in
      // place below (see `RemoteOutput.readingFromRoot`).
      if let seen = self.seen, _RootedReads.root != nil,
        let diff = diffs.diff(path: self.path, from: seen, to: rows)
      {
        self.apply(diff, to: rows, output: output)
        return
      }
    }
    let ids = rows.ids
    if ids != self.ids {
      self.updateIDs(ids, output: output)
    }
    for id in self.shown {
      guard let row = rows[id: id] else { continue }
      self.groups[id]?.group.update(row: row)
    }
  }

  private func updateIDs(_ ids: OrderedSet<ID>, output: RemoteOutput) {
    for (id, row) in self.groups where !ids.contains(id) {
      row.group.cancel(forgettingIn: output)
      self.groups[id] = nil
    }
    self.ids = ids
    var texts: [String] = []
    texts.reserveCapacity(ids.count)
    var shown: [ID] = []
    shown.reserveCapacity(ids.count)
    for id in ids {
      if let text = self.groups[id]?.text {
        texts.append(text)
        shown.append(id)
        continue
      }
      guard let text = remoteRowIDText(id, path: self.path) else { continue }
      texts.append(text)
      shown.append(id)
    }
    self.shown = shown
    output.sendRows(texts, path: self.path)
    for index in shown.indices where self.groups[shown[index]] == nil {
      self.groups[shown[index]] = self.makeGroup(shown[index], text: texts[index], output: output)
    }
  }

  /// Applies what changed in the rows since ``seen``, as found by `diffs`: sends the new ids,
  /// follows the new rows and sends their fields, and sends the other rows' fields that changed.
  private func apply(
    _ diff: RemoteRowsDiff<ID>,
    to rows: IdentifiedArray<ID, RowState>,
    output: RemoteOutput
  ) {
    if let ids = diff.ids {
      for id in ids.removed {
        self.groups.removeValue(forKey: id)?.group.cancel(forgettingIn: output)
      }
      self.ids = rows.ids
      self.shown = ids.shown
      output.emit(ids.message)
    }
    for row in diff.rows {
      if row.isNew {
        guard self.groups[row.id] == nil, let state = rows[id: row.id] else { continue }
        let group = self.makeGroup(row.id, text: row.text, output: output)
        self.groups[row.id] = group
        group.group.update(row: state)
      } else if let group = self.groups[row.id]?.group {
        for change in row.changes {
          group.apply(change)
        }
      }
    }
  }

  private func makeGroup(
    _ id: ID,
    text: String,
    output: RemoteOutput
  ) -> RemoteRowGroup<RowState, RowAction> {
    let rows = self.rows
    let group = RemoteGroupObservation(
      entries: self.content,
      output: output,
      prefix: "\(self.path)[id:\(text)].",
      state: { rows()?[id: id] },
      isRunByRows: true
    )
    return RemoteRowGroup(text: text, group: group)
  }
}

/// A shown row's id text (made once for the row) and the group that runs its fields.
struct RemoteRowGroup<RowState, RowAction> {
  let text: String
  let group: RemoteGroupObservation<RowState, RowAction>
}

/// The text a page names a row by, or `nil` (reported) when it can't be named in a path.
func remoteRowIDText<ID: RemoteRowID>(_ id: ID, path: String) -> String? {
  let text = id.remoteRowID
  guard !text.contains("]") else {
    reportIssue(
      """
      The row id "\(text)" of "\(path)" can't be named in a path: it contains "]". \
      The row isn't shown to remote pages.

      To fix this, give rows ids whose text has no "]".
      """
    )
    return nil
  }
  return text
}
