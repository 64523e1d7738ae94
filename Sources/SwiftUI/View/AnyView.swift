/// A type-erased view.
///
/// When the type of the view it holds changes, renderers replace what they showed, as SwiftUI
/// does: the old view's state is gone.
public struct AnyView {
  let view: any View

  /// Creates a view that erases the type of `view`.
  public init<V: View>(_ view: V) {
    if let view = view as? AnyView {
      self = view
    } else {
      self.view = view
    }
  }

  /// Creates a view that erases the type of `view`.
  public init<V: View>(erasing view: V) {
    self.init(view)
  }

  /// Creates a view from a value, if it is a view.
  public init?(_fromValue value: Any) {
    guard let view = value as? any View else { return nil }
    self.view = view
  }
}

extension AnyView: View {
  public var body: Never { _primitiveBody() }
}

extension AnyView: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    resolution.add(self.view, .type(ObjectIdentifier(type(of: self.view))))
  }
}
