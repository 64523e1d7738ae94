import SwiftUI

extension View {
  /// Keeps two sources of truth in step: a value of the model (a store's binding) and one of
  /// the view (a `@FocusState`, `@State`, …), as SwiftUINavigation's `bind(_:to:)` does.
  ///
  /// When the view appears, the view's value takes the model's; after that, a change of either
  /// is written to the other, unless they're already equal.
  ///
  /// ```swift
  /// @FocusState var focusedField: Field?
  ///
  /// Form { … }
  ///   .bind($store.focusedField, to: $focusedField)
  /// ```
  public func bind<ModelValue: _Bindable, ViewValue: _Bindable>(
    _ modelValue: ModelValue,
    to viewValue: ViewValue
  ) -> some View
  where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
    self.modifier(BindModifier(modelValue: modelValue, viewValue: viewValue))
  }
}
