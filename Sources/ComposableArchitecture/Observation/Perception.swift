import Observation

#if !canImport(SwiftUI)
  /// The names of Point-Free's Perception library, the backport of Observation that TCA
  /// re-exports for older Apple platforms, so that code written with them compiles here.
  ///
  /// TCA's documentation asks code that targets iOS 16 or earlier to write
  /// `@Perception.Bindable` where it would write `@Bindable`:
  ///
  /// ```swift
  /// struct SettingsView {
  ///   @Perception.Bindable var store: StoreOf<Settings>
  /// }
  /// ```
  ///
  /// Here Observation is always available, so each name is the Observation-based tool it stands
  /// for: `Perception.Bindable` is ``Bindable``, `Perceptible` is `Observable`,
  /// ``withPerceptionTracking(_:onChange:)`` is `withObservationTracking`. As with TCA, which
  /// re-exports Perception, no `import Perception` is needed (and there is no such module here).
  public enum Perception {
    /// ``Bindable``, under the name of Perception's backport.
    public typealias Bindable<Value> = ComposableArchitecture.Bindable<Value>

    /// `Observable`, under the name of Perception's backport.
    public typealias Perceptible = Observation.Observable

    /// ``WithPerceptionTracking``, qualified.
    public typealias WithPerceptionTracking<Content> = ComposableArchitecture
      .WithPerceptionTracking<Content>

    /// Tracks the observable properties `apply` reads, and calls `onChange` once, when one of
    /// them is about to change. The same as ``withPerceptionTracking(_:onChange:)``.
    public static func withPerceptionTracking<T>(
      _ apply: () -> T,
      onChange: @autoclosure () -> @Sendable () -> Void
    ) -> T {
      withObservationTracking(apply, onChange: onChange())
    }
  }

  /// `Observable`, under the name of Perception's backport: a type annotated `@Perceptible` in
  /// code written for older Apple platforms is `@Observable` here.
  public typealias Perceptible = Observation.Observable

  /// Tracks the observable properties `apply` reads, and calls `onChange` once, when one of them
  /// is about to change: Perception's name for Observation's `withObservationTracking`.
  ///
  /// To re-run code whenever what it read changes, use ``observe(_:)``.
  public func withPerceptionTracking<T>(
    _ apply: () -> T,
    onChange: @autoclosure () -> @Sendable () -> Void
  ) -> T {
    withObservationTracking(apply, onChange: onChange())
  }

  /// Perception's view that tracks what its content reads, for code written for older Apple
  /// platforms.
  ///
  /// On those platforms, SwiftUI doesn't track Perception's reads by itself, and TCA's
  /// documentation wraps a view's content in `WithPerceptionTracking { … }`. Here, content is
  /// observed by whatever runs it (``observe(_:)`` re-runs a render when what it read changes), so
  /// the wrapper only holds the content and builds it when asked.
  ///
  /// ```swift
  /// var body: some View {
  ///   WithPerceptionTracking {
  ///     Text(store.displayName)
  ///   }
  /// }
  /// ```
  public struct WithPerceptionTracking<Content> {
    /// Builds the content.
    public let content: () -> Content

    /// Wraps content whose reads are tracked by what renders it.
    public init(content: @escaping () -> Content) {
      self.content = content
    }

    /// The content, built now.
    public var body: Content {
      self.content()
    }
  }
#endif
