/// A property wrapper that reads a value of the view's environment: SwiftUI's `Environment`.
///
/// ```swift
/// struct EditView: View {
///   @Environment(\.dismiss) var dismiss
///
///   var body: some View {
///     Button("Done") { dismiss() }
///   }
/// }
/// ```
///
/// Read outside of a view being shown, it gives the default value of the key.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private enum Source {
    case keyPath(KeyPath<EnvironmentValues, Value>)
    case object(ObjectIdentifier)
  }

  private let source: Source
  let link = EnvironmentLink()

  /// Reads the value at a key path of the environment.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.source = .keyPath(keyPath)
  }

  /// Reads an observable object that a view above put in the environment with
  /// ``View/environment(_:)``.
  public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
    self.source = .object(ObjectIdentifier(objectType))
  }

  /// Reads an optional observable object that a view above may have put in the environment.
  public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
    self.source = .object(ObjectIdentifier(objectType))
  }

  /// The value, from the environment of the view being shown.
  public var wrappedValue: Value {
    let environment = self.link.values ?? EnvironmentValues()
    switch self.source {
    case let .keyPath(keyPath):
      return environment[keyPath: keyPath]
    case let .object(type):
      let object = environment[EnvironmentObjectsKey.self][type]
      if let value = object as? Value {
        return value
      }
      if let none = Optional<AnyObject>.none as? Value {
        return none
      }
      fatalError(
        """
        No observable object of type \(Value.self) found. A View.environment(_:) for \
        \(Value.self) may be missing as an ancestor of this view.
        """
      )
    }
  }
}

// As SwiftUI's: an `Environment` of a `Sendable` value can be held by a `Sendable` type (such as
// swift-dependencies' `Dependency`). Its link is written by a renderer on the main actor, before
// the view's body reads it there.
extension Environment: @unchecked Sendable where Value: Sendable {}

/// Where an ``Environment`` reads from: the environment of the view being shown, which a
/// renderer sets before the view's body runs.
final class EnvironmentLink {
  var values: EnvironmentValues?
}

/// The observable objects put in the environment, by type.
public struct EnvironmentObjectsKey: EnvironmentKey {
  public static var defaultValue: [ObjectIdentifier: AnyObject] { [:] }
}

extension View {
  /// Puts an observable object in the environment of this view, where ``Environment`` reads it
  /// by its type.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
    self.transformEnvironment(\.self) { values in
      values[EnvironmentObjectsKey.self][ObjectIdentifier(T.self)] = object
    }
  }
}
