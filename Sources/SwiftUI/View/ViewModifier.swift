/// A change to a view that can be applied to any view: SwiftUI's `ViewModifier`.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///   func body(content: Content) -> some View {
///     content
///       .padding()
///       .background(Color.white)
///       .cornerRadius(12)
///   }
/// }
///
/// Text("Hello").modifier(CardStyle())
/// ```
@MainActor
@preconcurrency
public protocol ViewModifier {
  /// The type of view the modifier's body is.
  associatedtype Body: View
  /// The view being modified.
  typealias Content = _ViewModifier_Content<Self>

  /// The modified view, made from the view being modified.
  @ViewBuilder
  func body(content: Self.Content) -> Self.Body
}

extension ViewModifier where Body == Never {
  /// Never called: the modifier is applied by the renderer.
  public func body(content: Self.Content) -> Never {
    fatalError("\(Self.self) is a primitive modifier: it has no body to read")
  }
}

extension ViewModifier {
  /// A modifier that applies this one, then `modifier`.
  public func concat<T: ViewModifier>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}

/// A modifier that changes nothing.
public struct EmptyModifier: ViewModifier, Sendable {
  public static let identity = EmptyModifier()

  public init() {}

  public func body(content: Content) -> some View {
    content
  }
}

/// The view a ``ViewModifier`` modifies, as its body sees it.
public struct _ViewModifier_Content<Modifier: ViewModifier> {
  let view: any View
}

extension _ViewModifier_Content: View {
  public var body: Never { _primitiveBody() }
}

extension _ViewModifier_Content: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    resolution.add(self.view, .index(0))
  }
}

extension View {
  /// Applies a modifier to the view.
  public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent(content: self, modifier: modifier)
  }
}
