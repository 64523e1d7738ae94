#if !canImport(Darwin)
  @_spi(Rendering) import SwiftUI
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  /// A property wrapper for an `ObservableObject` a view observes: SwiftUI's `ObservedObject`.
  /// Its view's body runs again when the object's `objectWillChange` publishes.
  @propertyWrapper
  public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// The object.
    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
      self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
      self.wrappedValue = initialValue
    }

    /// A wrapper that derives bindings to the object's properties.
    public var projectedValue: Wrapper {
      Wrapper(object: self.wrappedValue)
    }

    /// Derives bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
      let object: ObjectType

      /// A binding to a property of the object.
      public subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
      ) -> Binding<Subject> {
        let object = self.object
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
      }
    }
  }

  extension ObservedObject: _GraphInstallable {
    public func _install(_ installation: _DynamicPropertyInstallation, slot: inout Int) {
      ObjectObservation.observe(self.wrappedValue, in: installation)
    }
  }

  extension ObservedObject: _ViewInputComparable {
    public func _isSameInput(as other: Any) -> Bool {
      guard let other = other as? Self else { return false }
      return self.wrappedValue === other.wrappedValue
    }
  }

  /// A property wrapper for an `ObservableObject` a view makes and keeps: SwiftUI's
  /// `StateObject`.
  @propertyWrapper
  public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    let link: StateObjectLink<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
      self.link = StateObjectLink(make: thunk)
    }

    /// The object, made the first time it is read.
    public var wrappedValue: ObjectType {
      self.link.object
    }

    /// A wrapper that derives bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
      ObservedObject.Wrapper(object: self.wrappedValue)
    }
  }

  /// Where a ``StateObject`` keeps its object: its own until a renderer installs the view, then
  /// the storage of the view's place in the tree.
  final class StateObjectLink<ObjectType: ObservableObject> {
    private let make: () -> ObjectType
    private var storage: StateObjectStorage<ObjectType>?

    init(make: @escaping () -> ObjectType) {
      self.make = make
    }

    var object: ObjectType {
      if let object = self.storage?.object {
        return object
      }
      let storage = self.storage ?? StateObjectStorage()
      let object = self.make()
      storage.object = object
      self.storage = storage
      return object
    }

    func install(_ storage: StateObjectStorage<ObjectType>) {
      self.storage = storage
    }
  }

  /// The object of a ``StateObject``, kept at the view's place.
  final class StateObjectStorage<ObjectType: AnyObject> {
    var object: ObjectType?
  }

  extension StateObject: _GraphInstallable {
    public func _install(_ installation: _DynamicPropertyInstallation, slot: inout Int) {
      let storage = installation.storage(slot) { StateObjectStorage<ObjectType>() }
      slot += 1
      self.link.install(storage as! StateObjectStorage<ObjectType>)
      ObjectObservation.observe(self.link.object, in: installation)
    }
  }

  extension StateObject: _ViewInputComparable {
    public func _isSameInput(as other: Any) -> Bool {
      true
    }
  }

  /// A property wrapper for an `ObservableObject` a view above put in the environment with
  /// `View.environmentObject(_:)`: SwiftUI's `EnvironmentObject`.
  @propertyWrapper
  public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    let link = EnvironmentObjectLink()

    public init() {}

    /// The object, from the environment.
    public var wrappedValue: ObjectType {
      guard
        let object = self.link.environment?[EnvironmentObjectsKey.self][
          ObjectIdentifier(ObjectType.self)]
          as? ObjectType
      else {
        fatalError(
          """
          No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \
          \(ObjectType.self) may be missing as an ancestor of this view.
          """
        )
      }
      return object
    }

    /// A wrapper that derives bindings to the object's properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
      ObservedObject.Wrapper(object: self.wrappedValue)
    }
  }

  extension EnvironmentObject: _GraphInstallable {
    public func _install(_ installation: _DynamicPropertyInstallation, slot: inout Int) {
      self.link.environment = installation.environment
      if let object = installation.environment[EnvironmentObjectsKey.self][
        ObjectIdentifier(ObjectType.self)] as? ObjectType
      {
        ObjectObservation.observe(object, in: installation)
      }
    }
  }

  extension EnvironmentObject: _ViewInputComparable {
    public func _isSameInput(as other: Any) -> Bool {
      true
    }
  }

  /// Where an ``EnvironmentObject`` reads from: the environment of the view being shown.
  final class EnvironmentObjectLink {
    var environment: EnvironmentValues?
  }

  extension View {
    /// Puts an `ObservableObject` in the environment of this view, where
    /// ``EnvironmentObject`` reads it by its type.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
      self.transformEnvironment(\.self) { values in
        values[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object
      }
    }
  }

  /// Subscriptions of nodes to the `objectWillChange` of the objects they observe.
  @MainActor
  enum ObjectObservation {
    final class Subscription {
      let object: AnyObject
      let cancellable: AnyCancellable

      init(object: AnyObject, cancellable: AnyCancellable) {
        self.object = object
        self.cancellable = cancellable
      }
    }

    static func observe<Object: ObservableObject>(
      _ object: Object,
      in installation: _DynamicPropertyInstallation
    ) {
      let isObserved = installation.kept.contains { ($0 as? Subscription)?.object === object }
      guard !isObserved else { return }
      let invalidate = installation.invalidate
      let cancellable = object.objectWillChange.sink { _ in invalidate() }
      installation.keep(Subscription(object: object, cancellable: cancellable))
    }
  }
#endif
