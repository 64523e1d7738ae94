extension Effect {
  /// Makes this effect cancellable by an identifier.
  ///
  /// ```swift
  /// case let .searchQueryChanged(query):
  ///   return .run { send in
  ///     try await clock.sleep(for: .milliseconds(300))
  ///     await send(.searchResponse(try await client.search(query)))
  ///   }
  ///   .cancellable(id: CancelID.search, cancelInFlight: true)
  /// ```
  ///
  /// Identifiers are scoped to the store that runs the effect, and within it to the child that
  /// returned the effect, as in TCA: each element of a `forEach` (and each child of an `ifLet`,
  /// `ifCaseLet`, presentation or stack) has ids of its own, so rows that start the same
  /// cancellable effect each keep theirs. A parent's ``cancel(id:)`` also cancels its children's
  /// effects under that id; a child's never reaches its parent's or a sibling's.
  ///
  /// - Parameters:
  ///   - id: The effect's identifier.
  ///   - cancelInFlight: Whether to cancel any effects with the same identifier that are still
  ///     running before starting this one.
  @inlinable
  public func cancellable(id: some Hashable & Sendable, cancelInFlight: Bool = false) -> Self {
    if self.isNone, !cancelInFlight {
      return .none
    }
    return self._cancellable(id: id, cancelInFlight: cancelInFlight)
  }

  @usableFromInline
  func _cancellable(id: some Hashable & Sendable, cancelInFlight: Bool) -> Self {
    if self.isNone {
      return .cancel(id: id)
    }
    return Self(
      operation: .cancellable(self, id: AnyHashableSendable(id), cancelInFlight: cancelInFlight)
    )
  }

  /// An effect that cancels any running effect with the given identifier.
  ///
  /// ```swift
  /// case .cancelButtonTapped:
  ///   return .cancel(id: CancelID.search)
  /// ```
  public static func cancel(id: some Hashable & Sendable) -> Self {
    Self(operation: .cancel(id: AnyHashableSendable(id)))
  }
}
