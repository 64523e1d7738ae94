#if !canImport(Darwin)
  import SwiftUI

  /// A property wrapper for the fields of a view state that the view can write through a binding.
  ///
  /// When a view store observes a "view state" struct rather than the feature's state, the fields
  /// that bind to controls are marked `@BindingViewState`, and filled in from a
  /// ``BindingViewStore``:
  ///
  /// ```swift
  /// struct ViewState: Equatable {
  ///   @BindingViewState var enableNotifications: Bool
  ///   var isLoading: Bool
  ///
  ///   init(bindingViewStore: BindingViewStore<Settings.State>) {
  ///     self._enableNotifications = bindingViewStore.$enableNotifications
  ///     self.isLoading = bindingViewStore.isLoading
  ///   }
  /// }
  ///
  /// let viewStore = ViewStore(store, observe: ViewState.init)
  /// Toggle("Enable notifications", isOn: viewStore.$enableNotifications)
  /// ```
  ///
  /// Two binding view states are equal when they were made from equal values, so a view store
  /// drops a view state whose bindable fields didn't change.
  ///
  /// Today a view binds the store's fields directly (`$store.enableNotifications`). Read
  /// <doc:MigratingBindings> for the steps.
  @available(
    *,
    deprecated,
    message: """
      Bind to the store's fields directly: mark the state '@ObservableState' and write \
      '$store.field' with a '@Bindable' store. See the article 'Migrating bindings'.
      """
  )
  @propertyWrapper
  @dynamicMemberLookup
  public struct BindingViewState<Value> {
    private let binding: Binding<Value>
    /// The value when the view state was made, which the view state is compared by.
    private let initialValue: Value

    init(binding: Binding<Value>, initialValue: Value) {
      self.binding = binding
      self.initialValue = initialValue
    }

    /// The field's current value; setting it writes through the binding, which sends a binding
    /// action to the store.
    public var wrappedValue: Value {
      get { self.binding.wrappedValue }
      nonmutating set { self.binding.wrappedValue = newValue }
    }

    /// A binding to the field, which `viewStore.$field` hands to a control.
    public var projectedValue: Binding<Value> {
      self.binding
    }

    /// A field of the value, as binding view state of its own.
    public subscript<Subject>(
      dynamicMember keyPath: WritableKeyPath<Value, Subject>
    ) -> BindingViewState<Subject> {
      BindingViewState<Subject>(
        binding: self.binding[dynamicMember: keyPath],
        initialValue: self.initialValue[keyPath: keyPath]
      )
    }
  }

  @available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
  extension BindingViewState: Equatable where Value: Equatable {
    /// Two binding view states are equal when they were made from equal values and now read equal
    /// values.
    public static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.initialValue == rhs.initialValue && lhs.wrappedValue == rhs.wrappedValue
    }
  }

  @available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
  extension BindingViewState: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) {
      hasher.combine(self.initialValue)
      hasher.combine(self.wrappedValue)
    }
  }

  @available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
  extension BindingViewState: CustomReflectable {
    public var customMirror: Mirror {
      Mirror(reflecting: self.wrappedValue)
    }
  }

  @available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
  extension BindingViewState: CustomDumpRepresentable {
    public var customDumpValue: Any {
      self.wrappedValue
    }
  }
#endif
