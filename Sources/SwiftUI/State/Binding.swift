/// A value that reads and writes a source of truth it doesn't own.
///
/// This is SwiftUI's `Binding`, for platforms without SwiftUI: UI code hands a binding to a
/// control, which reads the current value through ``wrappedValue`` and writes the user's changes
/// back through it. Derive one from a store held by ``Bindable``:
///
/// ```swift
/// @Bindable var store: StoreOf<Settings>
///
/// let displayName: Binding<String> = $store.displayName
/// displayName.wrappedValue = "Blob"  // sends .binding(.set(\.displayName, "Blob"))
/// ```
///
/// or make one from a getter and a setter with ``init(get:set:)``, a child binding with dynamic
/// member lookup (`$store.profile.name`), or a binding to a fixed value with ``constant(_:)``.
///
/// Read <doc:Bindings> for more information.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  @usableFromInline
  let get: () -> Value
  @usableFromInline
  let set: (Value) -> Void

  /// Creates a binding with closures that read and write the value.
  ///
  /// ```swift
  /// let notificationsEnabled = Binding(
  ///   get: { store.sendEmailNotifications && store.sendMobileNotifications },
  ///   set: { isOn in
  ///     store.send(.binding(.set(\.sendEmailNotifications, isOn)))
  ///     store.send(.binding(.set(\.sendMobileNotifications, isOn)))
  ///   }
  /// )
  /// ```
  ///
  /// - Parameters:
  ///   - get: A closure that returns the current value.
  ///   - set: A closure that writes a new value.
  @inlinable
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.get = get
    self.set = set
  }

  /// Creates a binding from the projected value of another binding, which lets a property
  /// declared `@Binding` be initialized with `$other`.
  @inlinable
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// Creates a binding to a value that never changes. Writes are ignored.
  ///
  /// ```swift
  /// Toggle("Notifications", isOn: .constant(true))
  /// ```
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value the binding refers to. Setting it writes through to the source of truth.
  @inlinable
  public var wrappedValue: Value {
    get { self.get() }
    nonmutating set { self.set(newValue) }
  }

  /// The binding itself, so that `$value` of a property declared `@Binding` is a binding.
  @inlinable
  public var projectedValue: Binding<Value> {
    self
  }

  /// Returns a binding to a property of the value.
  ///
  /// Writing the child binding reads the whole value, changes the property and writes the whole
  /// value back:
  ///
  /// ```swift
  /// let name: Binding<String> = $profile.name
  /// ```
  public subscript<Subject>(
    dynamicMember keyPath: WritableKeyPath<Value, Subject>
  ) -> Binding<Subject> {
    let get = self.get
    let set = self.set
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      }
    )
  }
}

extension Binding {
  /// Creates a binding to the value of an optional binding, or `nil` when its value is `nil`.
  ///
  /// ```swift
  /// if let name = Binding($store.nickname) {
  ///   TextField("Nickname", text: name)
  /// }
  /// ```
  ///
  /// If the base value later becomes `nil`, the binding keeps reading the last value it read or
  /// wrote.
  ///
  /// - Parameter base: A binding to an optional value.
  public init?(_ base: Binding<Value?>) {
    guard let initialValue = base.wrappedValue else { return nil }
    let lastValue = LastValue(initialValue)
    self.init(
      get: {
        if let value = base.wrappedValue {
          lastValue.value = value
        }
        return lastValue.value
      },
      set: { newValue in
        lastValue.value = newValue
        base.wrappedValue = newValue
      }
    )
  }

  /// Creates a binding to an optional value from a binding to a non-optional one. Writing `nil`
  /// is ignored.
  ///
  /// - Parameter base: A binding to a value.
  public init<Wrapped>(_ base: Binding<Wrapped>) where Value == Wrapped? {
    self.init(
      get: { base.wrappedValue },
      set: { newValue in
        if let newValue {
          base.wrappedValue = newValue
        }
      }
    )
  }
}
