#if !canImport(Darwin)
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

  /// A value that ``SwiftUI/View/bind(_:to:)`` can read and write: a binding, or a property
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

  /// Copies each side's changes to the other.
  struct BindModifier<ModelValue: _Bindable, ViewValue: _Bindable>: ViewModifier
  where ModelValue.Value == ViewValue.Value, ModelValue.Value: Equatable {
    let modelValue: ModelValue
    let viewValue: ViewValue
    @State private var hasAppeared = false

    func body(content: Content) -> some View {
      content
        .onAppear {
          guard !self.hasAppeared else { return }
          self.hasAppeared = true
          self.write(self.modelValue.wrappedValue, to: self.viewValue)
        }
        .onChange(of: self.modelValue.wrappedValue) { _, newValue in
          self.write(newValue, to: self.viewValue)
        }
        .onChange(of: self.viewValue.wrappedValue) { _, newValue in
          self.write(newValue, to: self.modelValue)
        }
    }

    private func write<Target: _Bindable>(_ value: ModelValue.Value, to target: Target)
    where Target.Value == ModelValue.Value {
      guard target.wrappedValue != value else { return }
      target.wrappedValue = value
    }
  }
#endif
