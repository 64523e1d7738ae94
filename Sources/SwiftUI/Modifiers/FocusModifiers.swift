import Synchronization

/// Binds the control below to a ``FocusState``: it has focus while the state holds `value`
/// (or is true), and a person focusing it writes the state.
struct FocusedModifier: ViewModifier, _PrimitiveModifier {
  let binding: FocusBinding

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.childEnvironment[FocusBindingKey.self] = self.binding
    resolution.add(content, .index(0))
  }
}

extension View {
  /// Binds the control to a Boolean focus state: it has focus while the state is true.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    self.modifier(
      FocusedModifier(
        binding: FocusBinding(
          isFocused: { condition.wrappedValue },
          setFocused: { condition.wrappedValue = $0 }
        )
      )
    )
  }

  /// Binds the control to a focus state: it has focus while the state holds `value`.
  public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding,
    equals value: Value
  ) -> some View {
    self.modifier(
      FocusedModifier(
        binding: FocusBinding(
          isFocused: { binding.wrappedValue == value },
          setFocused: { isFocused in
            if isFocused {
              binding.wrappedValue = value
            } else if binding.wrappedValue == value {
              binding.wrappedValue = binding.resetValue
            }
          }
        )
      )
    )
  }

  /// Makes the view focusable: controls are, here.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    self
  }

  /// A scope for `prefersDefaultFocus`: ignored here.
  public func focusScope(_ namespace: Namespace.ID) -> some View {
    self
  }

  /// Whether the view prefers to have focus in a scope: ignored here.
  public func prefersDefaultFocus(_ prefersDefaultFocus: Bool = true, in namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// The default focus of a scope: ignored here.
  public func defaultFocus<V: Hashable>(
    _ binding: FocusState<V>.Binding,
    _ value: V,
    priority: DefaultFocusEvaluationPriority = .automatic
  ) -> some View {
    self
  }
}

/// When a default focus is applied.
public struct DefaultFocusEvaluationPriority: Sendable {
  public static let automatic = DefaultFocusEvaluationPriority()
  public static let userInitiated = DefaultFocusEvaluationPriority()
}

/// A namespace for matched geometry and focus scopes: SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  /// An identifier in a namespace.
  public struct ID: Hashable, Sendable {
    let value: Int
  }

  private static let counter = NamespaceCounter()
  private let id: ID

  public init() {
    self.id = ID(value: Self.counter.next())
  }

  public var wrappedValue: ID {
    self.id
  }
}

/// Numbers for namespaces.
private final class NamespaceCounter: Sendable {
  private let value = Mutex(0)

  func next() -> Int {
    self.value.withLock { value in
      value += 1
      return value
    }
  }
}
