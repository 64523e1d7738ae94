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
              content: content
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
@MainActor
final class RemoteRowsObservation<ID: RemoteRowID, RowState, RowAction>: RemoteObservation {
  private weak var output: RemoteOutput?
  private let path: String
  private let rows: @MainActor () -> IdentifiedArray<ID, RowState>?
  private let content: RemoteEntries<RowState, RowAction>
  private var ids: OrderedSet<ID>?
  /// The rows shown to the page, in order: those whose id can be named in a path.
  private var shown: [ID] = []
  /// Each shown row's id text (made once for the row) and the group that runs its fields.
  private var groups: [ID: (text: String, group: RemoteGroupObservation<RowState, RowAction>)] = [:]
  private var token: ObserveToken?

  init(
    output: RemoteOutput,
    path: String,
    rows: @escaping @MainActor () -> IdentifiedArray<ID, RowState>?,
    content: RemoteEntries<RowState, RowAction>
  ) {
    self.output = output
    self.path = path
    self.rows = rows
    self.content = content
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
  /// new ones), then runs every shown row's group with its state.
  private func update() {
    // The rows are gone with their parent row: its group is cancelling them.
    guard let output = self.output, let rows = self.rows() else { return }
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
      let text = id.remoteRowID
      guard !text.contains("]") else {
        reportIssue(
          """
          The row id "\(text)" of "\(self.path)" can't be named in a path: it contains "]". \
          The row isn't shown to remote pages.

          To fix this, give rows ids whose text has no "]".
          """
        )
        continue
      }
      texts.append(text)
      shown.append(id)
    }
    self.shown = shown
    output.sendRows(texts, path: self.path)
    for (id, text) in zip(shown, texts) where self.groups[id] == nil {
      let rows = self.rows
      let group = RemoteGroupObservation(
        entries: self.content,
        output: output,
        prefix: "\(self.path)[id:\(text)].",
        state: { rows()?[id: id] },
        isRunByRows: true
      )
      self.groups[id] = (text, group)
    }
  }
}
