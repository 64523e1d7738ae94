#if !canImport(Darwin)
  import SwiftUI

  @available(
    *,
    deprecated,
    message:
      "Pass a binding of a store to a SwiftUI presentation modifier instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-navigation-view-modifiers-with-SwiftUI-modifiers]"
  )
  extension View {
    /// Presents what a store of ``PresentationState`` presents, with a presentation modifier
    /// applied in `body` to a binding of whether it is presented.
    ///
    /// ```swift
    /// self.presentation(store: store) { content, isPresented, destination in
    ///   content.fullScreenCover(isPresented: isPresented) {
    ///     destination { store in ChildView(store: store) }
    ///   }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - body: Applies a presentation modifier to this view, from a binding of whether the
    ///     destination is presented and the destination's content.
    @_spi(Presentation)
    @preconcurrency @MainActor
    public func presentation<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      @ViewBuilder body:
        @escaping (
          _ content: Self,
          _ isPresented: Binding<Bool>,
          _ destination: DestinationContent<State, Action>
        ) -> Content
    ) -> some View {
      self.presentation(
        store: store,
        id: { $0.wrappedValue.map { _ in ObjectIdentifier(State.self) } }
      ) { content, item, destination in
        body(content, Binding(item), destination)
      }
    }

    /// Presents what a store of ``PresentationState`` presents, with a presentation modifier
    /// applied in `body` to a binding of the presented destination's identity.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - body: Applies a presentation modifier to this view, from a binding of the presented
    ///     destination's identity and the destination's content.
    @_disfavoredOverload
    @_spi(Presentation)
    @preconcurrency @MainActor
    public func presentation<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      @ViewBuilder body:
        @escaping (
          _ content: Self,
          _ item: Binding<AnyIdentifiable?>,
          _ destination: DestinationContent<State, Action>
        ) -> Content
    ) -> some View {
      self.presentation(
        store: store,
        id: { $0.wrappedValue.map { _ in ObjectIdentifier(State.self) } }
      ) { content, item, destination in
        body(content, item, destination)
      }
    }

    /// Presents what a store of ``PresentationState`` presents, telling destinations apart by
    /// `toID`: a destination whose identity changes is presented anew.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toID: The identity of the presented destination, or `nil` while none is.
    ///   - body: Applies a presentation modifier to this view, from a binding of the presented
    ///     destination's identity and the destination's content.
    @_disfavoredOverload
    @_spi(Presentation)
    @preconcurrency @MainActor
    public func presentation<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      id toID: @escaping (PresentationState<State>) -> AnyHashable?,
      @ViewBuilder body:
        @escaping (
          _ content: Self,
          _ item: Binding<AnyIdentifiable?>,
          _ destination: DestinationContent<State, Action>
        ) -> Content
    ) -> some View {
      PresentationStore(store, id: toID) { item, destination in
        body(self, item, destination)
      }
    }

    /// Presents the part of what a store of ``PresentationState`` presents that
    /// `toDestinationState` extracts (a case of an enum of destinations), with a presentation
    /// modifier applied in `body` to a binding of whether it is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - fromDestinationAction: Embeds the presented view's actions in the destination's.
    ///   - body: Applies a presentation modifier to this view, from a binding of whether the
    ///     state is presented and the destination's content.
    @_spi(Presentation)
    @preconcurrency @MainActor
    public func presentation<
      State,
      Action,
      DestinationState,
      DestinationAction,
      Content: View
    >(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      @ViewBuilder body:
        @escaping (
          _ content: Self,
          _ isPresented: Binding<Bool>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction
      ) { content, item, destination in
        body(content, Binding(item), destination)
      }
    }

    /// Presents the part of what a store of ``PresentationState`` presents that
    /// `toDestinationState` extracts, with a presentation modifier applied in `body` to a
    /// binding of the presented destination's identity.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - fromDestinationAction: Embeds the presented view's actions in the destination's.
    ///   - body: Applies a presentation modifier to this view, from a binding of the presented
    ///     destination's identity and the destination's content.
    @_disfavoredOverload
    @_spi(Presentation)
    @preconcurrency @MainActor
    public func presentation<
      State,
      Action,
      DestinationState,
      DestinationAction,
      Content: View
    >(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      @ViewBuilder body:
        @escaping (
          _ content: Self,
          _ item: Binding<AnyIdentifiable?>,
          _ destination: DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction,
        body: body
      )
    }

    /// Presents the part of what a store of ``PresentationState`` presents that
    /// `toDestinationState` extracts, telling destinations apart by `toID`.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - toID: The identity of the presented destination, or `nil` while none is.
    ///   - fromDestinationAction: Embeds the presented view's actions in the destination's.
    ///   - body: Applies a presentation modifier to this view, from a binding of the presented
    ///     destination's identity and the destination's content.
    @_spi(Presentation)
    @ViewBuilder
    @preconcurrency @MainActor
    public func presentation<
      State,
      Action,
      DestinationState,
      DestinationAction,
      Content: View
    >(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (State) -> DestinationState?,
      id toID: @escaping (PresentationState<State>) -> AnyHashable?,
      action fromDestinationAction: @escaping (DestinationAction) -> Action,
      @ViewBuilder body:
        @escaping (
          Self,
          Binding<AnyIdentifiable?>,
          DestinationContent<DestinationState, DestinationAction>
        ) -> Content
    ) -> some View {
      PresentationStore(
        store,
        state: toDestinationState,
        id: toID,
        action: fromDestinationAction
      ) { item, destination in
        body(self, item, destination)
      }
    }
  }
#endif
