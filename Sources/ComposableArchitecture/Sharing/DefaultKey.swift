/// A key with a default value of its own, so that `@Shared(.key) var value` needs no `= default`.
///
/// Make one with the subscript, in an extension that names the key:
///
/// ```swift
/// extension SharedReaderKey where Self == AppStorageKey<Bool>.Default {
///   static var isHapticsEnabled: Self {
///     Self[.appStorage("isHapticsEnabled"), default: true]
///   }
/// }
/// ```
public struct _SharedKeyDefault<Base: SharedReaderKey>: SharedReaderKey {
  let base: Base
  let defaultValue: @Sendable () -> Base.Value

  /// A key with a default value.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - value: The value to use when the key's storage holds none.
  public static subscript(
    _ key: Base,
    default value: @autoclosure @escaping @Sendable () -> Base.Value
  ) -> Self {
    Self(base: key, defaultValue: value)
  }

  public var id: Base.ID {
    self.base.id
  }

  public func load(context: LoadContext<Base.Value>, continuation: LoadContinuation<Base.Value>) {
    self.base.load(context: context, continuation: continuation)
  }

  public func subscribe(
    context: LoadContext<Base.Value>,
    subscriber: SharedSubscriber<Base.Value>
  ) -> SharedSubscription {
    self.base.subscribe(context: context, subscriber: subscriber)
  }
}

extension _SharedKeyDefault: SharedKey where Base: SharedKey {
  public func save(_ value: Base.Value, context: SaveContext, continuation: SaveContinuation) {
    self.base.save(value, context: context, continuation: continuation)
  }
}

extension _SharedKeyDefault: CustomStringConvertible {
  public var description: String {
    "\(self.base)"
  }
}

extension SharedReaderKey {
  /// This key with a default value: see `_SharedKeyDefault`.
  public typealias Default = _SharedKeyDefault<Self>
}
