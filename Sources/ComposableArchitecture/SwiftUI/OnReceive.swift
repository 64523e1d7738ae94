#if !canImport(Darwin)
  import SwiftUI
  #if canImport(Combine)
    import Combine
  #else
    import OpenCombineShim
  #endif

  extension View {
    /// Runs an action for each value a publisher sends while the view is shown: SwiftUI's
    /// `onReceive`, which needs Combine (OpenCombine, off Apple's platforms).
    public func onReceive<P: Publisher>(
      _ publisher: P,
      perform action: @escaping @MainActor (P.Output) -> Void
    ) -> some View where P.Failure == Never {
      self.modifier(OnReceiveModifier(publisher: publisher, action: action))
    }
  }

  /// Subscribes to a publisher while its content is shown.
  struct OnReceiveModifier<P: Publisher>: ViewModifier where P.Failure == Never {
    let publisher: P
    let action: @MainActor (P.Output) -> Void
    @State private var subscription = PublisherSubscription()

    func body(content: Content) -> some View {
      content
        .onAppear { self.subscription.start(self.publisher, self.action) }
        .onDisappear { self.subscription.cancel() }
    }
  }

  /// A view's subscription to a publisher.
  final class PublisherSubscription {
    private var cancellable: AnyCancellable?

    @MainActor
    func start<P: Publisher>(_ publisher: P, _ action: @escaping @MainActor (P.Output) -> Void)
    where P.Failure == Never {
      guard self.cancellable == nil else { return }
      self.cancellable = publisher.sink { output in
        guard _isOnMainActor() else {
          reportIssue(
            """
            A publisher given to 'onReceive' sent a value on a background thread, where views \
            can't be updated: the value was dropped.

            Receive the publisher's values on the main thread: \
            '.receive(on: DispatchQueue.main)'.
            """
          )
          return
        }
        MainActor.assumeIsolated { action(output) }
      }
    }

    func cancel() {
      self.cancellable = nil
    }
  }
#endif
