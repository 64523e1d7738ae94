/// A property wrapper for which control has focus: SwiftUI's `FocusState`.
///
/// Bind controls to it with ``View/focused(_:)`` or ``View/focused(_:equals:)``: a renderer
/// moves the focus to the control whose value it holds, and writes it when a person moves the
/// focus (a web page's focus, the terminal's focused row).
///
/// ```swift
/// enum Field { case username, password }
/// @FocusState var focusedField: Field?
///
/// TextField("Username", text: $username).focused($focusedField, equals: .username)
/// ```
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  let link: StateLink<Value>
  let resetValue: Value

  /// Creates a focus state that is `true` while its control has focus.
  public init() where Value == Bool {
    self.link = StateLink(initialValue: false)
    self.resetValue = false
  }

  /// Creates a focus state that holds the value of the control that has focus, or `nil`.
  public init<T: Hashable>() where Value == T? {
    self.link = StateLink(initialValue: nil)
    self.resetValue = nil
  }

  /// The value of the control that has focus.
  public var wrappedValue: Value {
    get { self.link.storage.value }
    nonmutating set { self.link.storage.value = newValue }
  }

  /// A binding for ``View/focused(_:equals:)``.
  public var projectedValue: Binding {
    Binding(storage: self.link.storage, resetValue: self.resetValue)
  }

  /// A binding to a focus state.
  @propertyWrapper
  public struct Binding {
    let storage: StateStorage<Value>
    let resetValue: Value

    /// The value of the control that has focus.
    public var wrappedValue: Value {
      get { self.storage.value }
      nonmutating set { self.storage.value = newValue }
    }

    /// The binding itself.
    public var projectedValue: Binding {
      self
    }
  }
}

extension FocusState: _GraphInstallable {
  public func _install(_ installation: _DynamicPropertyInstallation, slot: inout Int) {
    let link = self.link
    self.link.storage = installation.storage(slot) { link.storage } as! StateStorage<Value>
    slot += 1
  }
}
