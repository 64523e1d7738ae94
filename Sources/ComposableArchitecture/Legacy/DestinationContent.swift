#if !canImport(Darwin)
  import SwiftUI

  /// What a ``PresentationStore`` gives its content to show the presented destination: call it
  /// with a function that makes the destination's view from a store of it.
  ///
  /// ```swift
  /// content.sheet(isPresented: isPresented) {
  ///   destination { store in ChildView(store: store) }
  /// }
  /// ```
  ///
  /// The view is shown while the destination is presented, and nothing otherwise.
  @available(
    *,
    deprecated,
    message:
      "Use 'if let' with a store of observable state, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-IfLetStore-with-if-let]"
  )
  @preconcurrency @MainActor
  @_spi(Presentation)
  public struct DestinationContent<State, Action> {
    let store: Store<State?, Action>

    /// The destination's view, made by `body` from a store of the destination while it is
    /// presented.
    ///
    /// - Parameter body: Makes the destination's view from a store of it.
    /// - Returns: The destination's view, or nothing while it isn't presented.
    public func callAsFunction<Content: View>(
      @ViewBuilder _ body: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
      IfLetStore(self.store, then: body)
    }
  }
#endif
