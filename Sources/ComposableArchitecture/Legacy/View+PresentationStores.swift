#if !canImport(Darwin)
  import SwiftUI

  @available(
    *,
    deprecated,
    message:
      "Pass a binding of a store to the modifier instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Updating-alert-and-confirmationDialog]"
  )
  extension View {
    /// Pushes a screen while a store of ``PresentationState`` presents a destination, made by
    /// `destination` from a store of it; popping it sends ``PresentationAction/dismiss``.
    ///
    /// ```swift
    /// .navigationDestination(store: store.scope(state: \.$detail, action: \.detail)) { store in
    ///   DetailView(store: store)
    /// }
    /// ```
    ///
    /// A destination that changes case is pushed anew; one that changes within its case stays
    /// the same screen.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - destination: Makes the pushed screen from a store of the destination.
    @preconcurrency @MainActor
    public func navigationDestination<State, Action, Destination: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      @ViewBuilder destination: @escaping (_ store: Store<State, Action>) -> Destination
    ) -> some View {
      self.presentation(
        store: store,
        id: { $0.wrappedValue.map(_NavigationDestinationID.init) }
      ) { view, item, destinationContent in
        view.navigationDestination(isPresented: Binding(item)) {
          destinationContent(destination)
        }
      }
    }

    /// Presents a sheet while a store of ``PresentationState`` presents a destination, made by
    /// `content` from a store of it; dismissing it sends ``PresentationAction/dismiss``.
    ///
    /// ```swift
    /// .sheet(store: self.store.scope(state: \.$child, action: \.child)) { store in
    ///   ChildView(store: store)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - onDismiss: Called when the sheet is dismissed.
    ///   - content: Makes the sheet's view from a store of the destination.
    @preconcurrency @MainActor
    public func sheet<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
      // As TCA: a destination replaced by another of its type is the same presentation.
      self.presentation(
        store: store,
        id: { $0.wrappedValue.map { _ in ObjectIdentifier(State.self) } }
      ) { view, item, destination in
        view.sheet(item: item, onDismiss: _onMainActor(onDismiss)) { _ in
          destination(content)
        }
      }
    }
  }

  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension View {
    /// Presents a popover while a store of ``PresentationState`` presents a destination, made by
    /// `content` from a store of it; dismissing it sends ``PresentationAction/dismiss``.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - attachmentAnchor: Where the popover attaches.
    ///   - arrowEdge: The edge its arrow points from.
    ///   - content: Makes the popover's view from a store of the destination.
    @available(
      *,
      deprecated,
      message:
        "Pass a binding of a store to the modifier instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Updating-alert-and-confirmationDialog]"
    )
    @preconcurrency @MainActor
    public func popover<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge = .top,
      @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
      // As TCA: a destination replaced by another of its type is the same presentation.
      self.presentation(
        store: store,
        id: { $0.wrappedValue.map { _ in ObjectIdentifier(State.self) } }
      ) { view, item, destination in
        view.popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) { _ in
          destination(content)
        }
      }
    }
  }

  extension View {
    /// Presents a full-screen cover while a store of ``PresentationState`` presents a
    /// destination, made by `content` from a store of it; dismissing it sends
    /// ``PresentationAction/dismiss``.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - onDismiss: Called when the cover is dismissed.
    ///   - content: Makes the cover's view from a store of the destination.
    @available(
      *,
      deprecated,
      message:
        "Pass a binding of a store to 'fullScreenCover(item:)' instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-navigation-view-modifiers-with-SwiftUI-modifiers]"
    )
    public func fullScreenCover<State, Action, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (_ store: Store<State, Action>) -> Content
    ) -> some View {
      // As TCA: a destination replaced by another of its type is the same presentation.
      self.presentation(
        store: store,
        id: { $0.wrappedValue.map { _ in ObjectIdentifier(State.self) } }
      ) { view, item, destination in
        view.fullScreenCover(item: item, onDismiss: _onMainActor(onDismiss)) { _ in
          destination(content)
        }
      }
    }

    /// Presents a full-screen cover while the part of a store's destination that
    /// `toDestinationState` extracts (a case of an enum of destinations) is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - fromDestinationAction: Embeds the presented view's actions in the destination's.
    ///   - onDismiss: Called when the cover is dismissed.
    ///   - content: Makes the cover's view from a store of the extracted state.
    @available(
      *,
      deprecated,
      message:
        "Further scope the store into the 'state' and 'action' cases, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    public func fullScreenCover<State, Action, DestinationState, DestinationAction, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content:
        @escaping (_ store: Store<DestinationState, DestinationAction>) ->
        Content
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction
      ) { view, item, destination in
        view.fullScreenCover(item: item, onDismiss: _onMainActor(onDismiss)) { _ in
          destination(content)
        }
      }
    }

    /// Pushes a screen while the part of a store's destination that `toDestinationState`
    /// extracts (a case of an enum of destinations) is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - fromDestinationAction: Embeds the pushed view's actions in the destination's.
    ///   - destination: Makes the pushed screen from a store of the extracted state.
    @available(
      *,
      deprecated,
      message:
        "Further scope the store into the 'state' and 'action' cases, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    @preconcurrency @MainActor
    public func navigationDestination<
      State,
      Action,
      DestinationState,
      DestinationAction,
      Destination: View
    >(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      @ViewBuilder destination:
        @escaping (_ store: Store<DestinationState, DestinationAction>) ->
        Destination
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0.wrappedValue.map(_NavigationDestinationID.init) },
        action: fromDestinationAction
      ) { view, item, destinationContent in
        view.navigationDestination(isPresented: Binding(item)) {
          destinationContent(destination)
        }
      }
    }

    /// Presents a popover while the part of a store's destination that `toDestinationState`
    /// extracts (a case of an enum of destinations) is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - fromDestinationAction: Embeds the presented view's actions in the destination's.
    ///   - attachmentAnchor: Where the popover attaches.
    ///   - arrowEdge: The edge its arrow points from.
    ///   - content: Makes the popover's view from a store of the extracted state.
    @available(tvOS, unavailable)
    @available(watchOS, unavailable)
    @available(
      *,
      deprecated,
      message:
        "Further scope the store into the 'state' and 'action' cases, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    @preconcurrency @MainActor
    public func popover<State, Action, DestinationState, DestinationAction, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
      arrowEdge: Edge = .top,
      @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction
      ) { view, item, destination in
        view.popover(item: item, attachmentAnchor: attachmentAnchor, arrowEdge: arrowEdge) { _ in
          destination(content)
        }
      }
    }

    /// Presents a sheet while the part of a store's destination that `toDestinationState`
    /// extracts (a case of an enum of destinations) is presented.
    ///
    /// - Parameters:
    ///   - store: A store of presentation state and actions.
    ///   - toDestinationState: Extracts the presented state from the destination's state.
    ///   - fromDestinationAction: Embeds the presented view's actions in the destination's.
    ///   - onDismiss: Called when the sheet is dismissed.
    ///   - content: Makes the sheet's view from a store of the extracted state.
    @available(
      *,
      deprecated,
      message:
        "Further scope the store into the 'state' and 'action' cases, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.5#Enum-driven-navigation-APIs"
    )
    @preconcurrency @MainActor
    public func sheet<State, Action, DestinationState, DestinationAction, Content: View>(
      store: Store<PresentationState<State>, PresentationAction<Action>>,
      state toDestinationState: @escaping (_ state: State) -> DestinationState?,
      action fromDestinationAction: @escaping (_ destinationAction: DestinationAction) -> Action,
      onDismiss: (() -> Void)? = nil,
      @ViewBuilder content: @escaping (_ store: Store<DestinationState, DestinationAction>) -> Content
    ) -> some View {
      self.presentation(
        store: store,
        state: toDestinationState,
        id: { $0._legacyID },
        action: fromDestinationAction
      ) { view, item, destination in
        view.sheet(item: item, onDismiss: _onMainActor(onDismiss)) { _ in
          destination(content)
        }
      }
    }
  }
#endif
