extension Reducer {
  /// Enhances a reducer with debug logging of received actions and state mutations.
  ///
  /// ```swift
  /// Store(initialState: Feature.State()) {
  ///   Feature()._printChanges()
  /// }
  /// ```
  ///
  /// Each action prints as:
  ///
  /// ```
  /// received action:
  ///   Feature.Action.incrementButtonTapped
  ///   Feature.State(
  /// -   count: 0
  /// +   count: 1
  ///   )
  /// ```
  ///
  /// > Note: Printing is a debugging aid. Don't ship it in release builds.
  ///
  /// - Parameter printer: A printer for printing debug messages, or `nil` for none.
  @inlinable
  public func _printChanges(
    _ printer: _ReducerPrinter<State, Action>? = .customDump
  ) -> _PrintChangesReducer<Self> {
    _PrintChangesReducer(base: self, printer: printer)
  }
}

/// Describes how ``Reducer/_printChanges(_:)`` prints each action and state change.
public struct _ReducerPrinter<State, Action>: Sendable {
  private let _printChange:
    @Sendable (_ receivedAction: Action, _ oldState: State, _ newState: State) -> Void

  /// A printer that receives each action with the state before and after it.
  public init(
    printChange:
      @escaping @Sendable (
        _ receivedAction: Action, _ oldState: State, _ newState: State
      ) -> Void
  ) {
    self._printChange = printChange
  }

  public func printChange(receivedAction: Action, oldState: State, newState: State) {
    self._printChange(receivedAction, oldState, newState)
  }

  /// Writes the text that ``customDump`` prints for one change.
  public static func describeChange(
    receivedAction: Action,
    oldState: State,
    newState: State
  ) -> String {
    var target = ""
    target.write("received action:\n")
    CustomDump.customDump(receivedAction, to: &target, indent: 2)
    target.write("\n")
    target.write(diff(oldState, newState).map { "\($0)\n" } ?? "  (No state changes)\n")
    return target
  }
}

extension _ReducerPrinter {
  /// Prints each received action and a diff of the state it changed to standard output.
  public static var customDump: Self {
    Self { action, oldState, newState in
      print(
        describeChange(receivedAction: action, oldState: oldState, newState: newState),
        terminator: ""
      )
    }
  }

  /// Prints each received action and a diff of the state it changed with the given function, for
  /// example to append to a log file.
  ///
  /// ```swift
  /// Feature()._printChanges(.customDump { text in log.write(text) })
  /// ```
  public static func customDump(_ write: @escaping @Sendable (String) -> Void) -> Self {
    Self { action, oldState, newState in
      write(describeChange(receivedAction: action, oldState: oldState, newState: newState))
    }
  }

  /// Prints only the name of each received action.
  public static var actionLabels: Self {
    Self { action, _, _ in
      var target = ""
      target.write("received action:\n")
      CustomDump.customDump(action, to: &target, indent: 2, maxDepth: 1)
      print(target)
    }
  }
}

/// The reducer that ``Reducer/_printChanges(_:)`` builds.
public struct _PrintChangesReducer<Base: Reducer>: Reducer {
  @usableFromInline
  let base: Base
  @usableFromInline
  let printer: _ReducerPrinter<Base.State, Base.Action>?

  @usableFromInline
  init(base: Base, printer: _ReducerPrinter<Base.State, Base.Action>?) {
    self.base = base
    self.printer = printer
  }

  @inlinable
  public func reduce(into state: inout Base.State, action: Base.Action) -> Effect<Base.Action> {
    guard let printer = self.printer else {
      return self.base.reduce(into: &state, action: action)
    }
    let oldState = state
    // Shared values changed by the action are the same references in both states: the tracker
    // remembers their values from before, which the diff shows on the old side.
    return _trackingSharedChanges {
      self.base.reduce(into: &state, action: action)
    } then: {
      printer.printChange(receivedAction: action, oldState: oldState, newState: state)
    }
  }
}

extension _PrintChangesReducer: Sendable where Base: Sendable {}
