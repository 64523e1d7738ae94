import Observation

/// A property wrapper that derives bindings to the properties of an observable object.
///
/// This is SwiftUI's `Bindable`, for platforms without SwiftUI. Its main use in the Composable
/// Architecture is holding a store, so that `$store.field` derives a ``Binding`` to a field of
/// the store's state:
///
/// ```swift
/// struct SettingsView {
///   @Bindable var store: StoreOf<Settings>
///
///   var body: some View {
///     Form {
///       TextField("Display name", text: $store.displayName)
///       Toggle("Protect my posts", isOn: $store.protectMyPosts)
///     }
///   }
/// }
/// ```
///
/// - When the store's action is a ``BindableAction``, `$store.displayName` is a
///   `Binding<String>` whose setter sends `.binding(.set(\.displayName, newValue))`.
/// - For any store, `$store.isHapticsEnabled.sending(\.isHapticsEnabledChanged)` is a binding
///   whose setter sends the given action (see `_StoreBindable`).
///
/// Other observable objects get a binding for each of their writable properties:
/// `$model.name`.
///
/// The wrapper remembers where it was declared. A binding derived from it that writes to a store
/// whose reducer never applies the write is reported at that line.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
  /// The object that bindings are derived from.
  public var wrappedValue: Value

  /// Where the wrapper was declared: a library that derives bindings from it reports a write
  /// its store never applied there.
  public let _declaration: _DeclarationLocation

  /// Creates a bindable wrapper around an observable object; used by `@Bindable var`.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
    self._declaration = _DeclarationLocation(
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Creates a bindable wrapper around an observable object.
  ///
  /// ```swift
  /// let name = Bindable(model).name
  /// ```
  public init(
    _ wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) where Value: AnyObject & Observable {
    self.init(
      wrappedValue: wrappedValue,
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Creates a bindable wrapper from the projected value of another, which lets a property
  /// declared `@Bindable` be initialized with `$other`.
  public init(projectedValue: Bindable<Value>) {
    self = projectedValue
  }

  /// The wrapper itself, which derives bindings through dynamic member lookup.
  public var projectedValue: Bindable<Value> {
    self
  }

  /// Returns a binding to a writable property of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let object = self.wrappedValue
    return Binding(
      get: { object[keyPath: keyPath] },
      set: { object[keyPath: keyPath] = $0 }
    )
  }
}
