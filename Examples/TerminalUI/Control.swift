#if canImport(SwiftUI)
  import struct SwiftUI.Binding
#else
  import ComposableArchitecture
#endif

/// A control of a terminal ``Form``: a row with a title and a value that the user can change
/// with the keyboard while the control has focus.
///
/// A control reads and writes its value through a `Binding` and nothing else, so it works the
/// same with a store (`$store.displayName`) as with any other source of truth:
///
/// ```swift
/// Toggle("Protect my posts", isOn: $store.protectMyPosts)
/// ```
///
/// Controls are values made afresh each time a screen renders; what they must remember between
/// renders, like the text cursor of a ``TextField``, is kept by the form in ``FormState`` and
/// handed to them in a ``ControlContext``.
@MainActor
public protocol Control {
  /// The title shown in the form's title column; it also identifies the control for focus.
  var title: String { get }

  /// Whether the control can have focus. Labels can't.
  var isFocusable: Bool { get }

  /// A short description of the keys the control understands, shown while it has focus.
  var keyHelp: String { get }

  /// Draws the control's value.
  ///
  /// - Parameter context: Whether the control has focus, and how wide its value may be.
  /// - Returns: The value's line, and where the cursor shows in it, if it shows.
  func render(_ context: ControlContext) -> ControlContent

  /// Handles a key pressed while the control has focus, by writing its binding.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - context: The control's editing state, which it may change.
  /// - Returns: Whether the control used the key. Keys it doesn't use go to the form.
  func handle(_ key: Key, _ context: inout ControlContext) -> Bool
}

extension Control {
  /// Controls can have focus, unless they say otherwise.
  public var isFocusable: Bool { true }

  /// No key help, unless the control gives some.
  public var keyHelp: String { "" }

  /// Uses no keys, unless the control handles some.
  public func handle(_ key: Key, _ context: inout ControlContext) -> Bool {
    false
  }
}

/// What a ``Control`` is told when it renders or handles a key.
public struct ControlContext: Hashable, Sendable {
  /// Whether the control has focus.
  public var isFocused: Bool
  /// The number of columns the control's value may take.
  public var width: Int
  /// Where the text cursor of a text control is, as a number of characters from the start, or
  /// `nil` for the end of the text.
  public var textCursor: Int?

  /// Creates a context.
  public init(isFocused: Bool = false, width: Int = 80, textCursor: Int? = nil) {
    self.isFocused = isFocused
    self.width = width
    self.textCursor = textCursor
  }
}

/// What a ``Control`` draws: its value, and where the cursor shows in it.
public struct ControlContent: Hashable, Sendable {
  /// The value, at most as wide as the context allows.
  public var line: Line
  /// The column of the cursor in ``line``, or `nil` when the cursor is hidden.
  public var cursorColumn: Int?

  /// Creates the content of a control.
  public init(_ line: Line, cursorColumn: Int? = nil) {
    self.line = line
    self.cursorColumn = cursorColumn
  }
}
