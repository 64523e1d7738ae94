import SwiftUI

/// A value that `View.bind(_:to:)` can read and write: a binding, or a property
/// wrapper of a view's state.
public protocol _Bindable {
  /// The type of the value.
  associatedtype Value

  /// The value.
  @MainActor
  var wrappedValue: Value { get nonmutating set }
}

extension Binding: _Bindable {}
extension FocusState: _Bindable {}
extension FocusState.Binding: _Bindable {}
extension State: _Bindable {}
