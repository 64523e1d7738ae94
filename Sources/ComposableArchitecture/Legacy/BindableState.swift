/// The name ``BindingState`` had when it was introduced, in version 0.26.
///
/// ```swift
/// struct SettingsState: Equatable {
///   @BindableState var displayName = ""
///   var isLoading = false
/// }
/// ```
///
/// Read <doc:MigratingBindings> for the steps from here to ``ObservableState()``.
@available(
  *,
  deprecated,
  message: """
    'BindableState' was renamed 'BindingState', which is deprecated in turn: mark the state \
    '@ObservableState' and derive bindings from a '@Bindable' store ('$store.field'). See the \
    article 'Migrating bindings'.
    """
)
public typealias BindableState<Value> = BindingState<Value>
