#if !canImport(Darwin)
  import Foundation
  @_spi(Rendering) import SwiftUI

  /// One page's connection to a SwiftUI view on the server: the view's body runs here, the page
  /// is sent its HTML once and then what changed, and the page's events on the controls it
  /// shows become what those controls do (a binding's write, a button's action).
  ///
  /// ```swift
  /// let session = RemoteViewSession {
  ///   SettingsView(store: Store(initialState: Settings.State()) { Settings() })
  /// } send: { text in outgoing.yield(text) }
  /// session.start()    // {"html": "…"}
  /// session.receive(#"{"control":"9f…","event":"set","value":"Blob","seq":1}"#)
  /// session.stop()
  /// ```
  ///
  /// ## Messages from the page
  ///
  /// `{"control": "<address>", "event": "<event>", "value": …, "seq": 7}`, where the address is
  /// a control's `data-k` in the page (the same in every process that shows the same views):
  ///
  /// - `"set"`: a text field's text, a toggle's state, a slider's number, a date picker's date
  ///   (ISO 8601 text), a disclosure's or collapsible section's expansion;
  /// - `"pick"`: a picker's choice, the choice's address as the value;
  /// - `"press"`: a button, link, choice or tappable view; `"submit"`: Return in a text field;
  /// - `"increment"`, `"decrement"`: a stepper; `"delete"`, `"move"` (a position): a row;
  /// - `"pop"` (a depth): a navigation stack's Back; `"dismiss"`: Escape on a sheet or alert;
  /// - `"focus"` (a Boolean): a control bound to a `@FocusState` gained or lost focus;
  /// - `"tab"` (an index): a tab view's tab; `"refresh"`: a refreshable list.
  ///
  /// A control the page doesn't show now (a hidden screen's, one under a sheet, one that went
  /// away), an event it doesn't take, a value of the wrong type or a malformed or too large
  /// message is refused with `{"error": "…", "control": …, "seq": 7}`, and nothing of it is
  /// applied; but a focus event of a control that went away is answered, and changes nothing
  /// (the browser moves its focus as it likes while a sheet closes).
  /// An action (`press`, `submit`, steps, rows) sent again after a dropped connection
  /// (`"again": true`) is applied only if no earlier connection did, as with ``RemoteSession``.
  ///
  /// ## Messages to the page
  ///
  /// - `{"html": "…"}`: the whole view, first;
  /// - `{"p": [operations], "ack": 7}`: what changed (see `RemoteViewRenderer.Operation`), and
  ///   the `seq` of the message it answers, if any. Each message with a `seq` is answered, after
  ///   the changes it caused, and after the durable writes it began (see ``DurableWrites``).
  @MainActor
  public final class RemoteViewSession: RemoteSessionProtocol {
    /// The largest message accepted, in bytes.
    public let maximumMessageSize: Int
    private let makeContent: @MainActor () -> any View
    private let environment: EnvironmentValues
    private let output: RemoteOutput
    private var graph: ViewGraph?
    private var renderer: RemoteViewRenderer?
    private var isStarted = false
    private var isStopped = false
    private var isHandling = false
    private var isFlushScheduled = false

    /// What the server knows of the page, once it called ``connect(_:)``.
    public private(set) var page: RemotePageConnection?

    /// Where the actions the session applies are recorded (see ``RemoteSession/appliedActions``).
    public var appliedActions = RemoteAppliedActions.shared
    /// How long an answer waits for the writes its message began to be durable: 2 seconds.
    public var durableWriteWait = Duration.seconds(2)
    /// The writes answers wait for.
    public var durableWrites = DurableWrites.shared

    /// Creates a session for one page.
    ///
    /// - Parameters:
    ///   - maximumMessageSize: The largest message accepted, in bytes: 4,096 by default.
    ///   - environment: The environment of the root view (its screen size, locale, …).
    ///   - content: Makes the page's root view, with its store (one per page, or a shared one).
    ///   - send: Sends a text message to the page, in order, on the main actor.
    public init<Content: View>(
      maximumMessageSize: Int = 4_096,
      environment: EnvironmentValues = EnvironmentValues(),
      content: @escaping @MainActor () -> Content,
      send: @escaping @MainActor (String) -> Void
    ) {
      self.maximumMessageSize = maximumMessageSize
      self.makeContent = content
      self.environment = environment
      self.output = RemoteOutput(send: send)
    }

    public func connect(_ page: RemotePageConnection) {
      self.page = page
    }

    /// Builds the view and sends the page its HTML, then whatever changes.
    public func start() {
      guard !self.isStarted, !self.isStopped else { return }
      self.isStarted = true
      let graph = ViewGraph(AnyView(self.makeContent()), environment: self.environment)
      let renderer = RemoteViewRenderer(graph: graph)
      self.graph = graph
      self.renderer = renderer
      graph.onNeedsUpdate = { [weak self] in self?.scheduleFlush() }
      graph.update()
      self.output.emit(#"{"html":"# + RemoteJSON.quoted(renderer.renderPage()) + "}")
      // What the first update's lifecycle actions changed.
      self.flush()
    }

    /// Stops the view: its tasks are cancelled, and the page is sent nothing more.
    public func stop() {
      guard !self.isStopped else { return }
      self.isStopped = true
      self.output.isStopped = true
      self.graph?.tearDown()
      self.graph = nil
      self.renderer = nil
    }

    /// Refuses a binary message: the protocol is text.
    public func receiveBinary(size: Int) {
      guard !self.isStopped else { return }
      self.refuse("binary messages (\(size) bytes) aren't accepted; send JSON text")
    }

    /// Handles a page's event.
    public func receive(_ text: String) {
      guard !self.isStopped, self.isStarted else { return }
      self.output.hold()
      let caused = DurableWrites.Collector()
      self.isHandling = true
      DurableWrites.$collector.withValue(caused) {
        self.handle(text)
      }
      self.isHandling = false
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

    private func handle(_ text: String) {
      let size = text.utf8.count
      guard size <= self.maximumMessageSize else {
        self.refuse("the message is \(size) bytes; at most \(self.maximumMessageSize) are accepted")
        return
      }
      guard let event = try? RemoteJSON.decoder.decode(RemoteViewEvent.self, from: Data(text.utf8))
      else {
        self.refuse(
          #"expected a JSON object with a "control" address, an "event", and an optional "value" and number "seq""#
        )
        return
      }
      guard let address = event.address else {
        self.refuse("\"\(event.control.prefix(40))\" isn't a control's address", event: event)
        return
      }
      // The page is told of what changed since its last update before its event is looked up:
      // a control the state no longer shows is gone, whether or not the page knew it yet.
      self.emit(self.updateOperations(), ack: nil)
      guard let renderer = self.renderer, let node = renderer.control(at: address),
        let element = node.element
      else {
        if event.event == "focus" {
          // A control that went away (its sheet closed) lost its focus with it, maybe before
          // the page knew, and the browser may have given it back meanwhile: there is nothing
          // to do, and nothing to refuse.
          self.answer(event)
          return
        }
        self.refuse("there is no such control on the page now", event: event)
        return
      }
      if let seq = event.seq {
        renderer.sequences[address] = seq
      }
      if event.isAction, event.again == true {
        guard let seq = event.seq, let applied = self.page?.actionsSentAgain[seq] else {
          self.refuse("the action may have been applied already: it isn't applied again", event: event)
          return
        }
        if applied {
          self.answer(event)
          return
        }
      }
      if event.isAction, let page = self.page, let seq = event.seq {
        DurableWrites.collector?.cause = DurableWrites.Cause(page: page.pageID, seq: seq)
      }
      do throws(RemoteViewRefusal) {
        try self.apply(event, to: node, element)
      } catch {
        self.refuse(error.reason, event: event)
        return
      }
      if event.isAction, let page = self.page, let seq = event.seq {
        self.appliedActions.record(page: page.pageID, seq: seq)
        if let ledger = page.ledger, let collector = DurableWrites.collector,
          collector.writesWithCause == 0
        {
          ledger.record(DurableWrites.Cause(page: page.pageID, seq: seq))
        }
      }
      self.answer(event, editedValue: event.event == "set" ? event.value : nil, node: node)
    }

    /// What a control does with an event.
    private func apply(
      _ event: RemoteViewEvent,
      to node: ViewNode,
      _ element: RenderElement
    ) throws(RemoteViewRefusal) {
      let actions = element.actions
      func run(_ action: (@MainActor () -> Void)?) throws(RemoteViewRefusal) {
        guard let action else { throw .unsupported(event.event) }
        action()
      }
      switch event.event {
      case "press":
        try run(actions.press)
      case "submit":
        try run(actions.submit)
      case "increment":
        try run(actions.increment)
      case "decrement":
        try run(actions.decrement)
      case "delete":
        try run(actions.delete)
      case "dismiss":
        try run(actions.dismiss)
      case "set":
        try self.set(event.value, on: element)
      case "pick":
        guard let address = event.value?.string.flatMap({ UInt64($0, radix: 16) }),
          let option = self.renderer?.control(at: address), option.isDescendant(of: node),
          case .option? = option.elementKind, let press = option.element?.actions.press
        else { throw .wrongValue("the address of one of the picker's choices") }
        press()
      case "focus":
        guard let setFocus = actions.setFocus else { throw .unsupported(event.event) }
        guard let isFocused = event.value?.bool else { throw .wrongValue("true or false") }
        setFocus(isFocused)
      case "move":
        guard let move = actions.move else { throw .unsupported(event.event) }
        guard let position = event.value?.integer, position >= 0 else {
          throw .wrongValue("a position, a whole number from 0")
        }
        move(position)
      case "pop":
        guard let pop = actions.pop, case let .navigationStack(stack) = element.kind else {
          throw .unsupported(event.event)
        }
        guard let depth = event.value?.integer, (0..<stack.depth).contains(depth) else {
          throw .wrongValue("a depth below the stack's, a whole number from 0")
        }
        pop(depth)
      case "tab":
        guard let select = actions.select, case .tabView = element.kind else {
          throw .unsupported(event.event)
        }
        guard let index = event.value?.integer, index >= 0 else {
          throw .wrongValue("a tab's index, a whole number from 0")
        }
        select(index)
      case "more":
        try run(actions.showMore)
      case "refresh":
        guard let refresh = actions.refresh else { throw .unsupported(event.event) }
        Task { @MainActor in await refresh() }
      default:
        throw .unsupported(event.event)
      }
    }

    /// Writes a control's value.
    private func set(_ value: RemoteAnyJSON?, on element: RenderElement) throws(RemoteViewRefusal) {
      let actions = element.actions
      switch element.kind {
      case .textField:
        guard let setText = actions.setText else { throw .unsupported("set") }
        guard let text = value?.string else { throw .wrongValue("text") }
        setText(text)
      case .toggle, .disclosureGroup, .section:
        guard let setBool = actions.setBool else { throw .unsupported("set") }
        guard let isOn = value?.bool else { throw .wrongValue("true or false") }
        setBool(isOn)
      case .slider:
        guard let setNumber = actions.setNumber else { throw .unsupported("set") }
        guard let number = value?.double, number.isFinite else { throw .wrongValue("a number") }
        setNumber(number)
      case .datePicker:
        guard let setDate = actions.setDate else { throw .unsupported("set") }
        guard let text = value?.string, let date = RemoteViewDates.date(from: text) else {
          throw .wrongValue("a date, as ISO 8601 text (2026-11-29, 09:30 or 2026-11-29T09:30)")
        }
        setDate(date)
      default:
        throw .unsupported("set")
      }
    }

    /// Sends the page what changed, and the answer to its message: for an edit the state didn't
    /// follow (a name cut to its limit), the control's value too.
    private func answer(
      _ event: RemoteViewEvent,
      editedValue: RemoteAnyJSON? = nil,
      node: ViewNode? = nil
    ) {
      var operations = self.updateOperations()
      if let editedValue, let node, node.isAttached, let renderer = self.renderer,
        let current = renderer.currentValue(of: node)
      {
        let sent: String? =
          switch editedValue {
          case let .string(text): RemoteJSON.quoted(text)
          case let .bool(value): value ? "true" : "false"
          case let .number(value): RemoteHTML.number(value)
          case let .integer(value): String(value)
          default: nil
          }
        let isAlreadySent = operations.contains { $0.hasPrefix("[\"v\",\(node.id),") }
        if sent != current.json, !isAlreadySent {
          operations.append(
            RemoteViewRenderer.Operation.value(node.id, current.json, seq: event.seq)
          )
        }
      }
      self.emit(operations, ack: event.seq)
    }

    private func emit(_ operations: [String], ack: Int?) {
      guard !operations.isEmpty || ack != nil else { return }
      var text = #"{"p":["# + operations.joined(separator: ",") + "]"
      if let ack {
        text += #","ack":\#(ack)"#
      }
      text += "}"
      self.output.emit(text)
    }

    /// Updates the graph and returns the operations for the page.
    private func updateOperations() -> [String] {
      guard let graph = self.graph, let renderer = self.renderer, graph.needsUpdate else {
        return []
      }
      return renderer.operations(for: graph.update())
    }

    /// Sends the page what changed since the last update.
    private func flush() {
      self.isFlushScheduled = false
      guard !self.isStopped else { return }
      self.emit(self.updateOperations(), ack: nil)
    }

    /// Updates the page soon, for a change that didn't come from one of its messages (an
    /// effect's action, a shared value another page changed, a timer).
    private func scheduleFlush() {
      guard !self.isHandling, !self.isFlushScheduled else { return }
      self.isFlushScheduled = true
      Task { @MainActor [weak self] in self?.flush() }
    }

    private func refuse(_ reason: String, event: RemoteViewEvent? = nil) {
      var text = #"{"error":"# + RemoteJSON.quoted(reason)
      if let event {
        text += #","control":"# + RemoteJSON.quoted(String(event.control.prefix(40)))
        if let seq = event.seq {
          text += #","seq":\#(seq)"#
        }
      }
      text += "}"
      // What the refused message didn't change may still have changed meanwhile.
      self.emit(self.updateOperations(), ack: nil)
      self.output.emit(text)
    }
  }

  /// Why an event can't be applied to its control.
  enum RemoteViewRefusal: Error {
    case unsupported(String)
    case wrongValue(String)

    var reason: String {
      switch self {
      case let .unsupported(event):
        return "the control doesn't take the event \(RemoteJSON.quoted(String(event.prefix(40))))"
      case let .wrongValue(expected):
        return "the event's value is wrong: expected \(expected)"
      }
    }
  }

  /// Dates as a page's date inputs write them.
  enum RemoteViewDates {
    static func date(from text: String) -> Date? {
      let formatter = DateFormatter()
      formatter.locale = Locale(identifier: "en_US_POSIX")
      formatter.timeZone = .current
      for format in ["yyyy-MM-dd'T'HH:mm", "yyyy-MM-dd'T'HH:mm:ss", "yyyy-MM-dd", "HH:mm"] {
        formatter.dateFormat = format
        if let date = formatter.date(from: text) {
          if format == "HH:mm" {
            // A time alone: today's.
            let calendar = Calendar.current
            let parts = calendar.dateComponents([.hour, .minute], from: date)
            return calendar.date(
              bySettingHour: parts.hour ?? 0, minute: parts.minute ?? 0, second: 0, of: Date()
            )
          }
          return date
        }
      }
      return ISO8601DateFormatter().date(from: text)
    }
  }
#endif
