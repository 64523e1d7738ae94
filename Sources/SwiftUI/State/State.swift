/// A property wrapper for a value a view owns: SwiftUI's `State`.
///
/// ```swift
/// struct CounterView: View {
///   @State private var count = 0
///
///   var body: some View {
///     Stepper("\(count)", value: $count)
///   }
/// }
/// ```
///
/// A renderer keeps the value as long as the view stays at its place in the view tree, and runs
/// the bodies that read it again when it changes. Outside of a view being shown, the wrapper keeps
/// the value itself.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  let link: StateLink<Value>

  /// Creates the state with an initial value.
  public init(wrappedValue value: Value) {
    self.link = StateLink(initialValue: value)
  }

  /// Creates the state with an initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The value. Writing it runs the bodies that read it again.
  public var wrappedValue: Value {
    get { self.link.storage.value }
    nonmutating set { self.link.storage.value = newValue }
  }

  /// A binding to the value.
  public var projectedValue: Binding<Value> {
    let storage = self.link.storage
    return Binding(get: { storage.value }, set: { storage.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates the state with `nil`.
  public init() {
    self.init(wrappedValue: nil)
  }
}

extension State: _GraphInstallable {
  public func _install(_ installation: _DynamicPropertyInstallation, slot: inout Int) {
    let link = self.link
    self.link.storage = installation.storage(slot) { link.storage } as! StateStorage<Value>
    slot += 1
  }
}

/// Where a ``State`` keeps its value: its own storage until a renderer installs the view, then
/// the storage the renderer keeps for the view's place in the tree.
final class StateLink<Value> {
  var storage: StateStorage<Value>

  init(initialValue: Value) {
    self.storage = StateStorage(initialValue)
  }
}

/// A value whose reads and writes Observation tracks: the bodies that read it run again when it
/// is written.
final class StateStorage<Value>: Observable {
  private var _value: Value
  private let registrar = ObservationRegistrar()
  private let viewReaders = _ViewReaders()

  init(_ value: Value) {
    self._value = value
  }

  var value: Value {
    get {
      if !self.viewReaders.recordRead(of: _ViewReaders.value) {
        self.registrar.access(self, keyPath: \.value)
      }
      return self._value
    }
    set {
      self.viewReaders.willChange(_ViewReaders.value)
      self.registrar.withMutation(of: self, keyPath: \.value) {
        self._value = newValue
      }
    }
  }

  /// The value, without telling Observation it was read.
  var valueWithoutTracking: Value {
    self._value
  }

  /// Changes the value without telling its readers: for a change that shows nothing new.
  func setWithoutNotifying(_ change: (inout Value) -> Void) {
    change(&self._value)
  }
}
