#if canImport(Combine)
  import Combine
#else
  import OpenCombineShim
#endif

extension Shared {
  /// A publisher of the shared value: the current value when subscribed, then the value after
  /// each change, made by any feature, thread or the key's storage (a file changed on disk).
  ///
  /// ```swift
  /// return .publisher {
  ///   $currentUser.publisher
  ///     .map(Action.currentUserChanged)
  /// }
  /// ```
  ///
  /// Values are sent on the thread that made the change.
  public var publisher: some Publisher<Value, Never> {
    _sharedPublisher(self.reference)
  }
}

extension SharedReader {
  /// A publisher of the shared value: the current value when subscribed, then the value after
  /// each change.
  ///
  /// ```swift
  /// $hapticsEnabled.publisher
  ///   .sink { isEnabled in … }
  /// ```
  ///
  /// Values are sent on the thread that made the change.
  public var publisher: some Publisher<Value, Never> {
    _sharedPublisher(self.reference)
  }
}

private func _sharedPublisher<Value>(
  _ reference: any SharedReference<Value>
) -> AnyPublisher<Value, Never> {
  Deferred {
    Just(reference.wrappedValue)
      .append(reference.valueDidChange.map { reference.wrappedValue })
  }
  .eraseToAnyPublisher()
}
