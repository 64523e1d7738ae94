import Foundation

/// What a server needs of a remote session, whatever its feature: a connection makes one, calls
/// ``start()``, passes it the page's messages, and ``stop()``s it when the page goes.
@MainActor
public protocol RemoteSessionProtocol: AnyObject {
  /// Sends the page everything it shows once, then whatever changes.
  func start()
  /// Handles a text message from the page.
  ///
  /// - Parameter text: The message.
  func receive(_ text: String)
  /// Handles a binary message from the page: refused.
  ///
  /// - Parameter size: The message's size in bytes.
  func receiveBinary(size: Int)
  /// Stops the session: nothing more is sent to the page.
  func stop()
  /// Tells the session what the server knows of its page: its id across its connections, and
  /// which of the actions it sends again were applied by an earlier connection. Called before
  /// ``start()``. Sessions that don't take actions sent again can ignore it.
  ///
  /// - Parameter page: What the server knows of the page.
  func connect(_ page: RemotePageConnection)
}

extension RemoteSessionProtocol {
  /// Ignores what the server knows of the page.
  public func connect(_ page: RemotePageConnection) {}
}

/// One page's connection to a store: takes the page's text messages, and sends the page what it
/// must show. Transport-agnostic: the server only moves text.
///
/// A server makes a session per page connection, with the store the page works on, the
/// feature's ``RemoteFeature`` (what the page may see and do) and a `send` closure that carries
/// text to the page in order:
///
/// ```swift
/// let session = RemoteSession(
///   store: Store(initialState: Todos.State()) { Todos() },
///   feature: Todos.remoteFeature
/// ) { text in outgoing.yield(text) }
/// session.start()    // every field and the rows, once
/// session.receive(#"{"field":"newTodoTitle","value":"Milk","seq":1}"#)
/// session.receive(#"{"action":"addTodo","seq":2}"#)
/// session.stop()
/// ```
///
/// ## Messages from the page
///
/// - A binding, `{"field": "todos[id:3].title", "value": "Milk", "seq": 7}` (`seq`, a whole
///   number, is optional): sent to the store as a binding action (inside rows, as the row's
///   action), then answered with the field's value and the message's `seq`, even when nothing
///   changed.
/// - An action, `{"action": "addTodo", "value": …, "seq": 8}` (`value` only for actions that
///   take one): sent to the store, then answered with `{"action": "addTodo", "seq": 8}` when the
///   message had a `seq`, after the messages its changes caused.
/// - An action sent again, `{"action": "addTodo", "seq": 8, "again": true}`: the page sends an
///   action again, with its first `seq`, when its connection dropped before the action was
///   answered. The session answers it without applying it when an earlier connection applied it,
///   applies it when none did, and refuses it when it can't tell (see ``connect(_:)``).
/// - A typed message, any object with a string `"type"`: for ``handle(type:_:)``.
///
/// A message that is too large (checked first), malformed, binary, names something the feature
/// doesn't list, a row that isn't shown or has a value of the wrong type is refused with
/// `{"error": "…", "field" or "action": "<path>", "seq": 8}` (the path and `seq` when the message
/// had them), and nothing of it is applied.
///
/// ## Messages to the page
///
/// - `{"field": "<path>", "value": <JSON>, "seq": 7}`: the value of a field, a read-only value or
///   a published value; sent initially, as an answer, and whenever its JSON text changes, with the
///   `seq` of the page's last binding message for the path, if any.
/// - `{"rows": "<path>", "ids": ["3", "7"]}`: the ids of rows in order, initially and whenever
///   they change, before the values of the rows that are new.
/// - `{"action": "<path>", "seq": 8}` and refusals, as above.
///
/// Members are written in the order shown, and object values with sorted keys, so that equal
/// messages have equal texts.
///
/// ## Cost
///
/// A message is decoded in one pass. An `observe { }` costs memory for as long as the page is
/// open, and each of its runs costs time in proportion to what it reads, so the session follows
/// the store with few of them, that read little when they run often:
///
/// - One follows all the feature's fields and values, and the identity of the store's state.
///   When one of them changes, it reads them all again and compares each value with the one it
///   saw last (values are `Equatable`): only those that differ are encoded. A field or value
///   seen to change is followed by an observation of its own from then on, which reads only it:
///   a page's idle fields share one observation, and a field being edited costs its own.
/// - One follows each rows' list of ids, and one all the fields and values of each shown row,
///   in the same way. For rows of `Equatable` state, the pages of a process share that
///   comparison, and each applies what changed (see ``RemoteRows``).
/// - One follows each published value.
///
/// The observations of fields, values and rows track only the fields of the root state of the
/// store's tree, and the changes made in place below them, not each value they read below the
/// root: a page showing a list of 50 rows costs Observation a few registrations per run, not
/// 50 per observation that reads the rows. So what they read must be reached from the store's
/// state through its tracked fields, or be shared state (tracked as always): a ``RemoteValue``
/// that read a value below a field marked `@ObservationStateIgnored`, in an object the state
/// holds, or in another store's state would not be told of its changes. (A store whose root
/// state is an enum is followed value by value, as before.) The price: a change made in place
/// below one of the root's fields (a row's field, typed into) runs all of the page's
/// observations again, each comparing what it reads.
///
/// A value is sent when its JSON text differs from the last text sent for its path, which the
/// session keeps. A computed ``RemoteValue`` is computed again whenever the observation that
/// reads it runs.
///
/// When a reducer replaces the whole state (`state = State()`), the feature's observation reads
/// the new state, sends what differs from what the page was sent, and observes the rows again:
/// their ids and the values of every row are sent again.
@MainActor
public final class RemoteSession<State: ObservableState, Action>: RemoteSessionProtocol {
  /// The store the page works on.
  public let store: Store<State, Action>
  /// What the page may see and do.
  public let feature: RemoteFeature<State, Action>

  private let output: RemoteOutput
  /// The observation of the feature's fields, values and rows.
  private var fields: RemoteGroupObservation<State, Action>?
  /// The observations of the published values.
  private var publishedTokens: [ObserveToken] = []
  private var publishedValues: [(name: String, encode: @MainActor () -> String)] = []
  private var publishedNames: Set<String> = []
  private var actionHandlers: [String: @MainActor (Data?) throws(RemoteBindingError) -> Void] = [:]
  private var typeHandlers: [String: @MainActor (Data) throws(RemoteBindingError) -> Void] = [:]
  private var isStarted = false
  private var isStopped = false

  /// What the server knows of the page, once it called ``connect(_:)``.
  public private(set) var page: RemotePageConnection?

  /// Where the actions the session applies are recorded, once it knows its page's id: the
  /// process's (``RemoteAppliedActions/shared``).
  public var appliedActions = RemoteAppliedActions.shared

  /// Creates a session for one page.
  ///
  /// - Parameters:
  ///   - store: The store the page works on.
  ///   - feature: What the page may see and do.
  ///   - send: Sends a text message to the page. Called on the main actor, in order.
  public init(
    store: Store<State, Action>,
    feature: RemoteFeature<State, Action>,
    send: @escaping @MainActor (String) -> Void
  ) {
    self.store = store
    self.feature = feature
    self.output = RemoteOutput(send: send)
    // The root of the store's tree: a scoped store's state is below it, and is replaced through
    // one of its fields.
    self.output.rootID = { [weak store] in store?.core.rootStateID() }
  }

  /// Sends every field, value, rows and published value once, then again whenever it changes.
  ///
  /// Calling it again, or after ``stop()``, does nothing.
  public func start() {
    guard !self.isStarted, !self.isStopped else { return }
    self.isStarted = true
    let store = self.store
    self.fields = RemoteGroupObservation(
      entries: self.feature.entries,
      output: self.output,
      prefix: "",
      state: { [weak store] in store?.currentState() },
      // When a reducer replaces the whole state (`state = State()`), the fields the observation
      // read belong to the old value: it also follows the state's identity, to run again then
      // and read the new one's.
      stateIdentity: { [weak store] in
        guard let core = store?.core else { return nil }
        core.accessStateIdentity()
        return core.stateIdentityChangeCount
      }
    )
    for published in self.publishedValues {
      self.observePublished(published.name, published.encode)
    }
  }

  /// Tells the session its page's id, and which of the actions the page sends again an earlier
  /// connection applied. Call it before ``start()``.
  ///
  /// Once the session knows its page's id, it records each action message with a `seq` that it
  /// applies: in ``appliedActions``, and as the cause of the durable writes the action begins
  /// (``DurableWrites/Cause``), which a key whose storage other processes share records with
  /// the change. Without it, an action sent again (`"again": true`) is refused: the session
  /// can't tell whether it was applied.
  ///
  /// - Parameter page: What the server knows of the page.
  public func connect(_ page: RemotePageConnection) {
    self.page = page
  }

  /// Stops following the store: the page is sent nothing more, and its messages are ignored.
  public func stop() {
    self.isStopped = true
    self.output.isStopped = true
    self.fields?.cancel(forgettingIn: nil)
    self.fields = nil
    for token in self.publishedTokens {
      token.cancel()
    }
    self.publishedTokens = []
    self.output.forgetAll()
  }

  /// Handles a text message from the page.
  ///
  /// - Parameter text: The message: a binding, an action or a typed message (see
  ///   ``RemoteSession``).
  public func receive(_ text: String) {
    guard !self.isStopped else { return }
    // What the message causes is held back while the shared state it changed isn't durable yet
    // (see `DurableWrites`), and so is whatever follows it, in order.
    self.output.hold()
    let caused = DurableWrites.Collector()
    DurableWrites.$collector.withValue(caused) {
      self.handle(text)
    }
    // Most messages write nothing durable: their answers go at once.
    let writes = caused.numbers
    guard !writes.isEmpty else {
      self.output.release()
      return
    }
    let release = RemoteHoldRelease(output: self.output)
    let isDurable = self.durableWrites.whenEnded(writes) {
      Task { @MainActor in release.fire() }
    }
    guard !isDurable else {
      release.fire()
      return
    }
    let wait = self.durableWriteWait
    Task { @MainActor in
      try? await Task.sleep(for: wait)
      release.fire()
    }
  }

  /// How long the answers to a page's message wait for the shared state it changed to be
  /// durable (written to a database other processes share, say) before they go anyway, the
  /// change kept in memory while its key retries: 2 seconds.
  public var durableWriteWait = Duration.seconds(2)

  /// The writes whose durability answers wait for: the process's (``DurableWrites/shared``).
  public var durableWrites = DurableWrites.shared

  private func handle(_ text: String) {
    let size = text.utf8.count
    guard size <= self.feature.maximumMessageSize else {
      self.refuse(.messageTooLarge(size: size, limit: self.feature.maximumMessageSize))
      return
    }
    let message: RemoteIncomingMessage<State, Action>
    do {
      message = try RemoteJSON.decoder.decode(
        RemoteIncomingMessage<State, Action>.self,
        from: Data(text.utf8),
        configuration: self.feature
      )
    } catch {
      self.refuse(.malformed(remoteMalformedMessageReason))
      return
    }
    switch message.content {
    case let .field(path, target):
      self.bind(path: path, target, sequence: message.sequence)
    case let .action(path, target):
      if message.isAgain {
        self.performAgain(path: path, target, text: text, sequence: message.sequence)
      } else {
        self.perform(path: path, target, text: text, sequence: message.sequence)
      }
    case let .typed(type):
      guard let handler = self.typeHandlers[type] else {
        self.refuse(
          .malformed("there is no message type \(remoteShortQuoted(type))"),
          sequence: message.sequence
        )
        return
      }
      do throws(RemoteBindingError) {
        try handler(Data(text.utf8))
      } catch {
        self.refuse(error, sequence: message.sequence)
      }
    case let .malformed(error):
      self.refuse(error, sequence: message.sequence)
    }
  }

  /// Refuses a binary message: the protocol is text.
  ///
  /// - Parameter size: The message's size in bytes.
  public func receiveBinary(size: Int) {
    guard !self.isStopped else { return }
    self.refuse(.malformed("binary messages (\(size) bytes) aren't accepted; send JSON text"))
  }

  /// Shows the page a read-only value that the server owns beside the store (a dialog it
  /// waits on, say), as a field: `{"field": "permissionPrompt", "value": {…}}`.
  ///
  /// `value` is observed with `observe { }`: the page is sent it when the session starts and
  /// whenever its JSON text changes. A binding message for it is refused. Call it before
  /// ``start()``.
  ///
  /// - Parameters:
  ///   - name: The name a page uses for the value; not one of the feature's.
  ///   - value: Reads the value, from observable state.
  public func publish<Value: Encodable & Equatable>(
    _ name: String,
    _ value: @escaping @MainActor () -> Value
  ) {
    guard !self.publishedNames.contains(name), !self.feature.names.contains(name) else {
      reportIssue(
        """
        "RemoteSession.publish" was given the name "\(name)", which the session already uses.

        To fix this, publish the value under a name of its own.
        """
      )
      return
    }
    let encode: @MainActor () -> String = { RemoteJSON.text(of: value()) }
    self.publishedNames.insert(name)
    self.publishedValues.append((name, encode))
    if self.isStarted, !self.isStopped {
      self.observePublished(name, encode)
    }
  }

  /// Lets the page send an action that the server handles beside the feature's, like an answer
  /// to a dialog it published: `{"action": "permission.allow", "seq": 3}`.
  ///
  /// The handler runs on the main actor; the page's message is answered as the feature's
  /// actions are, and refused with the error it throws.
  ///
  /// - Parameters:
  ///   - name: The action's name; the feature's own actions are found first.
  ///   - handler: Handles the action, given the message's `"value"` as JSON, or `nil` when it
  ///     had none. Throws a ``RemoteBindingError`` to refuse it.
  public func handle(
    action name: String,
    _ handler: @escaping @MainActor (_ value: Data?) throws(RemoteBindingError) -> Void
  ) {
    self.actionHandlers[name] = handler
  }

  /// Lets the page send typed messages, `{"type": "permissionAnswer", …}`, for clients that
  /// predate actions.
  ///
  /// - Parameters:
  ///   - type: The message's `"type"`.
  ///   - handler: Handles the message, given its whole JSON text. Throws a
  ///     ``RemoteBindingError`` to refuse it.
  public func handle(
    type: String,
    _ handler: @escaping @MainActor (_ message: Data) throws(RemoteBindingError) -> Void
  ) {
    self.typeHandlers[type] = handler
  }

  private func observePublished(_ name: String, _ encode: @escaping @MainActor () -> String) {
    self.publishedTokens.append(
      observe { [weak output] in
        guard let output else { return }
        output.sendValue(encode(), path: name)
      }
    )
  }

  private func bind(
    path: String,
    _ result: Result<RemoteTarget<State, Action>, RemoteBindingError>,
    sequence: Int?
  ) {
    let target: RemoteTarget<State, Action>
    switch result {
    case let .success(found):
      target = found
    case var .failure(error):
      if case .unknownField = error, self.publishedNames.contains(path) {
        error = .fieldNotBindable(path)
      }
      self.refuse(error, field: path, sequence: sequence)
      return
    }
    if let check = target.check, let error = check(self.store.currentState()) {
      self.refuse(error, field: path, sequence: sequence)
      return
    }
    if let sequence {
      self.output.sequences[path] = sequence
    }
    self.output.answering = path
    self.output.isAnswered = false
    self.store.send(target.action)
    // The field's observation sent it if it changed. If it didn't (an equal value, or a write the
    // reducer undid), the page still gets its answer: the value, with the message's `seq`.
    if !self.output.isAnswered, let value = target.value?(self.store.currentState()) {
      self.output.sendValue(value, path: path, evenIfUnchanged: true)
    }
    self.output.answering = nil
  }

  /// An action the page sends again after a connection that dropped before it was answered:
  /// applied once, whichever connection applies it.
  private func performAgain(
    path: String,
    _ target: Result<RemoteTarget<State, Action>, RemoteBindingError>,
    text: String,
    sequence: Int?
  ) {
    guard let sequence else {
      self.refuse(.malformed(#"an action sent "again" needs its "seq""#), action: path)
      return
    }
    // Applied by this process, perhaps by a connection whose messages were handled after the
    // page reconnected, or by this one (the page sent it again twice).
    let appliedHere = self.page.map {
      !self.appliedActions.applied(page: $0.pageID, among: [sequence]).isEmpty
    }
    let wasApplied: Bool? = appliedHere == true ? true : self.page?.actionsSentAgain[sequence]
    switch wasApplied {
    case true:
      // Applied by the connection that dropped: answered as then, when it names an action.
      if case let .failure(error) = target,
        !(error == .unknownAction(path) && self.actionHandlers[path] != nil)
      {
        self.refuse(error, action: path, sequence: sequence)
        return
      }
      if let page = self.page {
        self.appliedActions.record(page: page.pageID, seq: sequence)
      }
      self.answer(action: path, sequence: sequence)
    case false:
      self.perform(path: path, target, text: text, sequence: sequence)
    case nil:
      self.refuse(.actionMayHaveBeenApplied(path), action: path, sequence: sequence)
    }
  }

  private func perform(
    path: String,
    _ target: Result<RemoteTarget<State, Action>, RemoteBindingError>,
    text: String,
    sequence: Int?
  ) {
    // The action is recorded as applied: with the durable writes it causes, and by this process.
    if let page = self.page, let sequence {
      DurableWrites.collector?.cause = DurableWrites.Cause(page: page.pageID, seq: sequence)
    }
    switch target {
    case let .success(target):
      if let check = target.check, let error = check(self.store.currentState()) {
        self.refuse(error, action: path, sequence: sequence)
        return
      }
      self.store.send(target.action)
    case let .failure(error):
      guard case .unknownAction = error, let handler = self.actionHandlers[path] else {
        self.refuse(error, action: path, sequence: sequence)
        return
      }
      do throws(RemoteBindingError) {
        try handler(RemoteUnresolvedActionValue.json(in: text))
      } catch {
        self.refuse(error, action: path, sequence: sequence)
        return
      }
    }
    if let sequence {
      if let page = self.page {
        self.appliedActions.record(page: page.pageID, seq: sequence)
        // An action that wrote no change recording it is recorded by itself, where the other
        // processes look: its answer waits for the record.
        if let ledger = page.ledger, let collector = DurableWrites.collector,
          collector.writesWithCause == 0
        {
          ledger.record(DurableWrites.Cause(page: page.pageID, seq: sequence))
        }
      }
      self.answer(action: path, sequence: sequence)
    }
  }

  /// Answers an action message: `{"action": "addTodo", "seq": 8}`.
  private func answer(action path: String, sequence: Int) {
    self.output.emit(#"{"action":"# + RemoteJSON.quoted(path) + #","seq":\#(sequence)}"#)
  }

  private func refuse(
    _ error: RemoteBindingError,
    field: String? = nil,
    action: String? = nil,
    sequence: Int? = nil
  ) {
    var text = #"{"error":"# + RemoteJSON.quoted(error.description)
    if let field {
      text += #","field":"# + RemoteJSON.quoted(field)
    }
    if let action {
      text += #","action":"# + RemoteJSON.quoted(action)
    }
    if let sequence {
      text += #","seq":\#(sequence)"#
    }
    text += "}"
    self.output.emit(text)
  }
}

/// Where a session's messages go, and what it remembers of them: the last text sent for each
/// path, and the page's last `seq` for each.
@MainActor
final class RemoteOutput {
  private let send: @MainActor (String) -> Void
  /// The last value text sent for each path.
  private var lastSent: [String: String] = [:]
  /// The `seq` of the page's last binding message for each path.
  var sequences: [String: Int] = [:]
  /// The path of the binding message being handled, if any.
  var answering: String?
  /// Whether the binding message being handled was answered.
  var isAnswered = false
  var isStopped = false
  /// The identity of the root state of the store's tree now, or `nil` when there is none to
  /// read from (the store is gone, or its state isn't observable).
  var rootID: @MainActor () -> ObservableStateID? = { nil }

  init(send: @escaping @MainActor (String) -> Void) {
    self.send = send
  }

  /// Runs the body of one of the session's observations: it tracks only the fields of the
  /// store's state, with the changes made in place below them (see `_RootedReads`), instead of
  /// every value it reads below them. A change to a list then costs a page's observations a
  /// registration for the list, not one for each of its rows.
  func readingFromRoot(_ body: () -> Void) {
    guard let id = self.rootID() else {
      body()
      return
    }
    _RootedReads.withRoot(id, body)
  }

  /// Sends the value of a path, unless it is what was last sent for it.
  func sendValue(_ value: String, path: String, evenIfUnchanged: Bool = false) {
    guard evenIfUnchanged || self.lastSent[path] != value else { return }
    self.lastSent[path] = value
    if path == self.answering {
      self.isAnswered = true
    }
    var text = #"{"field":"# + RemoteJSON.quoted(path) + #","value":"# + value
    if let sequence = self.sequences[path] {
      text += #","seq":\#(sequence)"#
    }
    text += "}"
    self.emit(text)
  }

  /// Sends the ids of rows.
  func sendRows(_ ids: [String], path: String) {
    self.emit(Self.rowsMessage(ids, path: path))
  }

  /// The message that gives a page the ids of rows.
  static func rowsMessage(_ ids: [String], path: String) -> String {
    var text = #"{"rows":"# + RemoteJSON.quoted(path) + #","ids":["#
    for (index, id) in ids.enumerated() {
      if index > 0 {
        text += ","
      }
      text += RemoteJSON.quoted(id)
    }
    text += "]}"
    return text
  }

  /// Forgets what was sent for a path that is gone (a removed row's field).
  func forget(_ path: String) {
    self.lastSent[path] = nil
    self.sequences[path] = nil
  }

  func forgetAll() {
    self.lastSent = [:]
    self.sequences = [:]
  }

  func emit(_ text: String) {
    guard !self.isStopped else { return }
    if self.holds > 0 {
      self.held.append(text)
    } else {
      // Called from the session's observations: the server's code isn't part of them.
      _RootedReads.withoutRoot { self.send(text) }
    }
  }

  /// Messages held back, in order, while ``holds`` isn't 0.
  private var held: [String] = []
  private var holds = 0

  /// Holds messages back until as many ``release()``s.
  func hold() {
    self.holds += 1
  }

  /// Ends a ``hold()``: after the last, sends what was held, in order.
  func release() {
    self.holds -= 1
    guard self.holds == 0, !self.held.isEmpty else { return }
    let held = self.held
    self.held = []
    for text in held where !self.isStopped {
      self.send(text)
    }
  }
}

/// Ends a hold of a session's output once, whichever comes first: the writes are durable, or
/// the session stops waiting for them.
@MainActor
final class RemoteHoldRelease {
  private var output: RemoteOutput?

  init(output: RemoteOutput) {
    self.output = output
  }

  func fire() {
    self.output?.release()
    self.output = nil
  }
}

/// Observations a session cancels together.
@MainActor
protocol RemoteObservation: AnyObject {
  /// Stops the observations.
  ///
  /// - Parameter output: Where to forget what was sent for their paths, or `nil` to keep it.
  func cancel(forgettingIn output: RemoteOutput?)
}

/// A session's observation of a feature's fields and read-only values (the root feature's, or a
/// shown row's), and of its rows.
///
/// An observation costs memory for as long as the page is open, and each run costs time in
/// proportion to what it reads (from the root: see `RemoteOutput.readingFromRoot`). So the
/// fields and values start in one `observe { }`, which reads them all: when one changes, it runs
/// again, compares each value with the one it saw last, and encodes and sends only those that
/// differ. A field or value seen to change is then followed by an `observe { }` of its own, and
/// no longer read by the group's: a page's idle fields cost one observation, and the ones that
/// keep changing (a text field being typed in) run alone, reading only themselves. The rows are
/// observed apart (see `RemoteRowsObservation`).
///
/// The root feature's observation also reads the identity of the store's state: when a reducer
/// replaces the whole state, it runs again, takes every field back, reads the new state's and
/// sends those that differ, and observes the rows again: their ids and the values of every row
/// are sent again, as a row of the new state is new to the page even with an old id.
@MainActor
final class RemoteGroupObservation<State, Action>: RemoteObservation {
  private weak var output: RemoteOutput?
  private let entries: RemoteObservedEntries<State, Action>
  private let prefix: String
  /// Reads the feature's state now, or `nil` when its row (or the store) is gone.
  private let state: @MainActor () -> State?
  /// For the root feature: observes the identity of the store's state, and returns how many
  /// times it changed.
  private let stateIdentity: (@MainActor () -> Int?)?
  /// The path of each field, in the order of `entries.fields`.
  private let paths: [String]
  /// The value of each field seen last, in the order of `entries.fields`.
  private var lastValues: [Any]
  /// The observation of each field followed alone, in the order of `entries.fields`; `nil` for
  /// those the group's observation reads.
  private var fieldTokens: [ObserveToken?]
  private var stateIdentityChangeCount: Int?
  private var rows: [any RemoteObservation] = []
  private var token: ObserveToken?
  private var hasRun = false

  /// Starts observing a feature for a session.
  ///
  /// - Parameters:
  ///   - entries: The feature's entries.
  ///   - output: Where the session's messages go.
  ///   - prefix: The path of the feature's row followed by a dot, or "" for the root feature.
  ///   - state: Reads the feature's state now, or `nil` when its row is gone.
  ///   - stateIdentity: For the root feature: observes the identity of the store's state, and
  ///     returns how many times it changed.
  ///   - isRunByRows: Whether the group is a row's, run by its rows' observation with the row's
  ///     state (``update(row:)``) instead of an observation of its own.
  init(
    entries: RemoteEntries<State, Action>,
    output: RemoteOutput,
    prefix: String,
    state: @escaping @MainActor () -> State?,
    stateIdentity: (@MainActor () -> Int?)? = nil,
    isRunByRows: Bool = false
  ) {
    self.output = output
    self.entries = entries.observed
    self.prefix = prefix
    self.state = state
    self.stateIdentity = stateIdentity
    let fields = entries.observed.fields
    self.paths = fields.map { prefix + $0.name }
    self.lastValues = Array(repeating: RemoteFieldReader<State>.unseen, count: fields.count)
    self.fieldTokens = Array(repeating: nil, count: fields.count)
    if !isRunByRows, !fields.isEmpty || stateIdentity != nil {
      self.token = observe { [weak self] in
        guard let self else { return }
        self.output?.readingFromRoot { self.update() }
      }
    }
    self.observeRows(output)
  }

  func cancel(forgettingIn output: RemoteOutput?) {
    self.token?.cancel()
    self.token = nil
    self.cancelFieldTokens()
    for rows in self.rows {
      rows.cancel(forgettingIn: output)
    }
    self.rows = []
    if let output {
      for path in self.paths {
        output.forget(path)
      }
    }
  }

  /// Sends the fields and values of the group that changed, and follows those alone from now
  /// on; when the state was replaced, takes every field back and observes the rows again.
  private func update() {
    guard let output = self.output else { return }
    var isReplaced = false
    if let stateIdentity = self.stateIdentity {
      // The state's identity changes with every action (see `RootCore.send`); the readers of the
      // whole state are told only when a reducer replaced it.
      let changeCount = stateIdentity()
      if let previous = self.stateIdentityChangeCount, previous != changeCount {
        isReplaced = true
        // The fields followed alone read the old state.
        self.cancelFieldTokens()
        // The rows' last texts are forgotten: a row of the new state is new to the page.
        for rows in self.rows {
          rows.cancel(forgettingIn: output)
        }
        self.rows = []
        self.observeRows(output)
      }
      self.stateIdentityChangeCount = changeCount
    }
    // The row is gone: its parent's rows observation is cancelling this one.
    guard let state = self.state() else { return }
    self.updateFields(state, output: output, isReplaced: isReplaced)
  }

  /// Runs a row's group (made with `isRunByRows`) with the row's state: sends its fields and
  /// values that changed. Called by the rows' observation, which so observes what it reads.
  func update(row state: State) {
    guard let output = self.output else { return }
    self.updateFields(state, output: output, isReplaced: false)
  }

  private func updateFields(_ state: State, output: RemoteOutput, isReplaced: Bool) {
    let fields = self.entries.fields
    for index in fields.indices where self.fieldTokens[index] == nil {
      guard let text = fields[index].reader.textIfChanged(state, &self.lastValues[index]) else {
        continue
      }
      self.send(text, at: index, output: output, followingAlone: self.hasRun && !isReplaced)
    }
    self.hasRun = true
  }

  /// Applies a change of a row's field that the rows' diff found (see `RemoteRowsDiffs`), as
  /// ``update(row:)`` would have: unless the field is followed alone, remembers the value,
  /// sends it, and follows the field alone from now on.
  func apply(_ change: RemoteRowsDiffChange) {
    let index = change.index
    guard let output = self.output, self.fieldTokens[index] == nil else { return }
    self.lastValues[index] = change.value
    self.send(change.text, at: index, output: output, followingAlone: self.hasRun)
  }

  private func send(_ text: String, at index: Int, output: RemoteOutput, followingAlone: Bool) {
    output.sendValue(text, path: self.paths[index])
    guard followingAlone else { return }
    // Started inside this closure, it first runs once the closure returns, and finds the
    // value it was just sent. It keeps what it uses, which generic code would otherwise
    // look up in `entries` on each run.
    let textIfChanged = self.entries.fields[index].reader.textIfChanged
    let path = self.paths[index]
    self.fieldTokens[index] = observe { [weak self] in
      guard let self else { return }
      self.output?.readingFromRoot {
        self.updateField(at: index, path: path, textIfChanged)
      }
    }
  }

  /// Sends a field followed alone, if it changed.
  private func updateField(
    at index: Int,
    path: String,
    _ textIfChanged: (State, inout Any) -> String?
  ) {
    guard let output = self.output, let state = self.state() else { return }
    if let text = textIfChanged(state, &self.lastValues[index]) {
      output.sendValue(text, path: path)
    }
  }

  private func cancelFieldTokens() {
    for index in self.fieldTokens.indices {
      self.fieldTokens[index]?.cancel()
      self.fieldTokens[index] = nil
    }
  }

  private func observeRows(_ output: RemoteOutput) {
    for rows in self.entries.rows {
      self.rows.append(rows.entry.observe(output, self.prefix + rows.name, self.state))
    }
  }
}
