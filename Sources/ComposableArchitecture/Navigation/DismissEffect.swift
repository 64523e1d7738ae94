import Dependencies

extension DependencyValues {
  /// An effect that dismisses the feature that reads it, when that feature was presented by a
  /// parent (with `ifLet` over `@Presents` state, or `forEach` over a stack).
  ///
  /// ```swift
  /// @Reducer
  /// struct Child {
  ///   @Dependency(\.dismiss) var dismiss
  ///
  ///   var body: some ReducerOf<Self> {
  ///     Reduce { state, action in
  ///       switch action {
  ///       case .closeButtonTapped:
  ///         return .run { _ in await self.dismiss() }
  ///       }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// The parent then receives the child's `.dismiss` (or, in a stack, `.popFrom(id:)`) and the
  /// child state is removed; the child's effects are cancelled.
  public var dismiss: DismissEffect {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  /// Whether the feature that reads it is presented by a parent, and so can be dismissed with
  /// ``DependencyValues/dismiss``.
  public var isPresented: Bool {
    self.dismiss.dismiss != nil
  }
}

/// An effect that dismisses a presented feature. See ``Dependencies/DependencyValues/dismiss``.
public struct DismissEffect: Sendable {
  var dismiss: (@MainActor @Sendable () -> Void)?

  /// An effect that does nothing but report that nothing can be dismissed: the value outside of
  /// a presented feature.
  init() {
    self.dismiss = nil
  }

  /// An effect that performs the given dismissal. For tests and custom presentation.
  public init(_ dismiss: @escaping @MainActor @Sendable () -> Void) {
    self.dismiss = dismiss
  }

  /// Dismisses the presented feature, or reports that the feature is not presented.
  @MainActor
  public func callAsFunction(
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.callAsFunction(
      transaction: Transaction(),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Dismisses the presented feature with an animation: the action that dismisses it is sent in
  /// a `Transaction` with `animation`.
  ///
  /// ```swift
  /// return .run { _ in await self.dismiss(animation: .default) }
  /// ```
  @MainActor
  public func callAsFunction(
    animation: Animation?,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    await self.callAsFunction(
      transaction: Transaction(animation: animation),
      fileID: fileID,
      filePath: filePath,
      line: line,
      column: column
    )
  }

  /// Dismisses the presented feature in a transaction: the action that dismisses it is sent in
  /// `transaction`.
  @MainActor
  public func callAsFunction(
    transaction: Transaction,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
  ) async {
    guard let dismiss = self.dismiss else {
      reportIssue(
        """
        A reducer requested dismissal at "\(fileID):\(line)", but couldn't be dismissed.

        This is generally considered an application logic error, and can happen when a reducer \
        assumes it runs in a presentation context. If a reducer can run at both the root level \
        of an application, as well as in a presentation destination, use \
        @Dependency(\\.isPresented) to determine if the reducer is being presented before calling \
        @Dependency(\\.dismiss).
        """,
        fileID: fileID,
        filePath: filePath,
        line: line,
        column: column
      )
      return
    }
    withTransaction(transaction) {
      dismiss()
    }
  }
}

private enum DismissKey: DependencyKey {
  static let liveValue = DismissEffect()
  static let testValue = DismissEffect()
}
