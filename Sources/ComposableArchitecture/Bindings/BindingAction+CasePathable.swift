extension BindingAction: CasePathable {
  /// The case paths of binding actions: one per writable field of `Root`.
  public static var allCasePaths: AllCasePaths {
    AllCasePaths()
  }

  /// Derives a case path for each writable field of the root state, so that binding actions can
  /// be named with case key paths.
  ///
  /// This is what makes `\.binding.displayName` a `CaseKeyPath<Action, String>`, which
  /// extracts the value of a binding action that sets `displayName`, and embeds a value in one:
  ///
  /// ```swift
  /// let action = Settings.Action.binding(.set(\.displayName, "Blob"))
  /// action[case: \.binding.displayName]  // "Blob"
  /// action[case: \.binding.protectMyPosts]  // nil
  ///
  /// await store.send(\.binding.displayName, "Blob") {
  ///   $0.displayName = "Blob"
  /// }
  /// ```
  @dynamicMemberLookup
  public struct AllCasePaths: Sendable {
    /// A case path to the binding actions that write the field at `keyPath`.
    public subscript<Value: Equatable & Sendable>(
      dynamicMember keyPath: WritableKeyPath<Root, Value>
    ) -> AnyCasePath<BindingAction, Value> {
      // Key paths are immutable, but not declared `Sendable`.
      let keyPath = UncheckedSendable(keyPath)
      return AnyCasePath(
        embed: { .set(keyPath.value, $0) },
        extract: { action in
          guard
            let write = action.write as? _BindingWrite<Root, Value>,
            write.writableKeyPath.value == keyPath.value
          else { return nil }
          return write.newValue
        }
      )
    }
  }
}
