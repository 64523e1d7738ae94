/// A property wrapper that marks a field of a feature's state as writable by the view.
///
/// This is the binding tool of the `ReducerProtocol` era. Only fields marked `@BindingState` can
/// be written through a ``ViewStore``'s bindings (`viewStore.$displayName`), so that fields the
/// reducer owns, like `isLoading`, stay read-only for the view:
///
/// ```swift
/// struct Settings: ReducerProtocol {
///   struct State: Equatable {
///     @BindingState var displayName = ""
///     @BindingState var protectMyPosts = false
///     var isLoading = false
///   }
///
///   enum Action: BindableAction {
///     case binding(BindingAction<State>)
///   }
///
///   var body: some ReducerProtocol<State, Action> {
///     BindingReducer()
///   }
/// }
/// ```
///
/// Binding actions name a field by the key path of its projection, `\.$displayName`:
/// `.set(\.$displayName, "Blob")` makes one, and `case .binding(\.$displayName):` matches one.
/// Fields of a `@BindingState` struct are reached the same way:
/// `\.$developerSettings.showDiagnostics`.
///
/// Today the whole state is marked with ``ObservableState()`` instead, every field is bindable
/// through a `@Bindable` store (`$store.displayName`), and binding actions name the field itself
/// (`.set(\.displayName, "Blob")`). Read <doc:MigratingBindings> for the steps.
@available(
  *,
  deprecated,
  message: """
    Mark the state '@ObservableState' instead of its fields '@BindingState', and derive bindings \
    from a '@Bindable' store ('$store.field'). See the article 'Migrating bindings'.
    """
)
@propertyWrapper
@dynamicMemberLookup
public struct BindingState<Value> {
  /// The field's value.
  public var wrappedValue: Value

  /// Where the field was declared, where a write to it that no reducer applied is reported.
  let declaration: _SourceLocation

  /// Marks a field of state as bindable; used by `@BindingState var`.
  ///
  /// - Parameters:
  ///   - wrappedValue: The field's initial value.
  ///   - fileID: The source `#fileID` of the field's declaration.
  ///   - filePath: The source `#filePath` of the field's declaration.
  ///   - line: The source `#line` of the field's declaration.
  ///   - column: The source `#column` of the field's declaration.
  public init(
    wrappedValue: Value,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) {
    self.init(
      wrappedValue: wrappedValue,
      declaration: _SourceLocation(
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
    )
  }

  init(wrappedValue: Value, declaration: _SourceLocation) {
    self.wrappedValue = wrappedValue
    self.declaration = declaration
  }

  /// The wrapper itself, so that `\.$displayName` is a key path to it.
  ///
  /// Binding actions and view store bindings are made from key paths to the projection:
  ///
  /// ```swift
  /// TextField("Display name", text: viewStore.$displayName)
  /// store.send(.set(\.$displayName, "Blob"))
  /// ```
  public var projectedValue: Self {
    get { self }
    set { self = newValue }
  }

  /// A field of the value, as binding state of its own.
  ///
  /// This makes `\.$developerSettings.showDiagnostics` a key path to bindable state, which
  /// binding actions can set and match:
  ///
  /// ```swift
  /// store.send(.set(\.$developerSettings.showDiagnostics, true))
  /// ```
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> BindingState<Subject> {
    get {
      BindingState<Subject>(
        wrappedValue: self.wrappedValue[keyPath: keyPath],
        declaration: self.declaration
      )
    }
    set { self.wrappedValue[keyPath: keyPath] = newValue.wrappedValue }
  }
}

// Binding state is its value: where it was declared takes no part in comparing, hashing, coding
// or printing it.

@available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
extension BindingState: Equatable where Value: Equatable {
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.wrappedValue == rhs.wrappedValue
  }
}

@available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
extension BindingState: Hashable where Value: Hashable {
  public func hash(into hasher: inout Hasher) {
    hasher.combine(self.wrappedValue)
  }
}

@available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
extension BindingState: Sendable where Value: Sendable {}

@available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
extension BindingState: Decodable where Value: Decodable {
  /// Decodes the value itself, as the field would be decoded without the wrapper.
  public init(from decoder: any Decoder) throws {
    self.init(wrappedValue: try Value(from: decoder))
  }
}

@available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
extension BindingState: Encodable where Value: Encodable {
  /// Encodes the value itself, as the field would be encoded without the wrapper.
  public func encode(to encoder: any Encoder) throws {
    try self.wrappedValue.encode(to: encoder)
  }
}

@available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
extension BindingState: CustomReflectable {
  public var customMirror: Mirror {
    Mirror(reflecting: self.wrappedValue)
  }
}

@available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
extension BindingState: CustomDumpRepresentable {
  public var customDumpValue: Any {
    self.wrappedValue
  }
}

@available(*, deprecated, message: "Mark the state '@ObservableState' instead.")
extension BindingState: CustomDebugStringConvertible {
  public var debugDescription: String {
    var description = ""
    customDump(self.wrappedValue, to: &description)
    return description
  }
}
