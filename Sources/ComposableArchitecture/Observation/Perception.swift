import Observation

#if !canImport(Darwin)
  import SwiftUI

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
  /// for: `Perception.Bindable` is `Bindable`, `Perceptible` is `Observable`,
  /// ``withPerceptionTracking(_:onChange:)`` is `withObservationTracking`. As with TCA, which
  /// re-exports Perception, no `import Perception` is needed (and there is no such module here).
  public enum Perception {
    /// `Bindable`, under the name of Perception's backport.
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
      ComposableArchitecture.withPerceptionTracking(apply, onChange: onChange())
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
    // Called from a view's body, its reads are its own, not the view's.
    ObservationStateRegistrar.withoutViewReads {
      withObservationTracking(apply, onChange: onChange())
    }
  }

  /// Perception's view that tracks what its content reads, for code written for older Apple
  /// platforms.
  ///
  /// On those platforms, SwiftUI doesn't track Perception's reads by itself, and TCA's
  /// documentation wraps a view's content in `WithPerceptionTracking { … }`. Here, a view's body
  /// is observed by whatever renders it, so the wrapper is a view whose body is its content: its
  /// reads are tracked as its own, and it runs again when they change.
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
  }

  extension WithPerceptionTracking: View where Content: View {
    /// The content, built now.
    public var body: Content {
      self.content()
    }
  }

  extension WithPerceptionTracking {
    /// The content, built now (for content that isn't a view, such as a UIKit screen's).
    @_disfavoredOverload
    public var body: Content {
      self.content()
    }
  }
#endif
