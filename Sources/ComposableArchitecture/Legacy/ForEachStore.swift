#if !canImport(Darwin)
  import SwiftUI

  /// A view that shows a view for each element of a store's identified array, with a store of
  /// that element: how views showed lists of child features before observation.
  ///
  /// ```swift
  /// List {
  ///   ForEachStore(self.store.scope(state: \.todos, action: \.todos)) { todoStore in
  ///     TodoView(store: todoStore)
  ///   }
  /// }
  /// ```
  ///
  /// The rows change only when elements are added, removed or moved: changes of an element are
  /// for its row to show. An element's store sends its actions as
  /// `.element(id:action:)` of the array's actions.
  ///
  /// Today a view passes `ForEach` the scoped store:
  ///
  /// ```swift
  /// ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
  ///   TodoView(store: todoStore)
  /// }
  /// ```
  @available(
    *,
    deprecated,
    message:
      "Pass 'ForEach' a store scoped to an identified array and identified action, instead. For more information, see the following article: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.7#Replacing-ForEachStore-with-ForEach]"
  )
  public struct ForEachStore<
    EachState,
    EachAction,
    Data: Collection,
    ID: Hashable & Sendable,
    Content: View
  >: View {
    private let currentData: _ViewInputs<@MainActor () -> Data>
    let content: Content

    /// The collection the rows are made from: the store's current array.
    public var data: Data {
      self.currentData.value()
    }

    /// Shows a view for each element of a store's identified array, made from a store of the
    /// element.
    ///
    /// - Parameters:
    ///   - store: A store of an identified array and its identified actions.
    ///   - content: Makes the view of an element from a store of it.
    @preconcurrency @MainActor
    public init<EachContent>(
      _ store: Store<IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>>,
      @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
    )
    where
      Data == IdentifiedArray<ID, EachState>,
      Content == WithViewStore<
        IdentifiedArray<ID, EachState>, IdentifiedAction<ID, EachAction>,
        ForEach<IdentifiedArray<ID, EachState>, ID, EachContent>
      >
    {
      self.currentData = _ViewInputs { store.currentState() }
      self.content = Self.rows(of: store, content: content) { id in
        { .element(id: id, action: $0) }
      }
    }

    /// Shows a view for each element of a store's identified array, made from a store of the
    /// element, for actions that are a tuple of an element's id and action.
    ///
    /// - Parameters:
    ///   - store: A store of an identified array and actions of its elements.
    ///   - content: Makes the view of an element from a store of it.
    @available(
      *,
      deprecated,
      message:
        "Use an 'IdentifiedAction', instead. See the following migration guide for more information: https://swiftpackageindex.com/pointfreeco/swift-composable-architecture/main/documentation/composablearchitecture/migratingto1.4#Identified-actions"
    )
    @preconcurrency @MainActor
    public init<EachContent>(
      _ store: Store<IdentifiedArray<ID, EachState>, (id: ID, action: EachAction)>,
      @ViewBuilder content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent
    )
    where
      Data == IdentifiedArray<ID, EachState>,
      Content == WithViewStore<
        IdentifiedArray<ID, EachState>, (id: ID, action: EachAction),
        ForEach<IdentifiedArray<ID, EachState>, ID, EachContent>
      >
    {
      self.currentData = _ViewInputs { store.currentState() }
      self.content = Self.rows(of: store, content: content) { id in
        { (id: id, action: $0) }
      }
    }

    /// The rows: a `ForEach` of the array, built again when its ids change.
    private static func rows<ArrayAction, EachContent: View>(
      of store: Store<IdentifiedArray<ID, EachState>, ArrayAction>,
      content: @escaping (_ store: Store<EachState, EachAction>) -> EachContent,
      action embed: @escaping (_ id: ID) -> (EachAction) -> ArrayAction
    ) -> WithViewStore<
      IdentifiedArray<ID, EachState>, ArrayAction,
      ForEach<IdentifiedArray<ID, EachState>, ID, EachContent>
    > {
      WithViewStore(
        store,
        observe: { $0 },
        removeDuplicates: { $0.ids == $1.ids }
      ) { viewStore in
        ForEach(viewStore.state, id: viewStore.state.id) { element in
          let id = element[keyPath: viewStore.state.id]
          content(
            store._legacyChild(
              id: ScopeID(
                state: \IdentifiedArray<ID, EachState>.self,
                action: \ArrayAction.self,
                elementID: id
              ),
              initialState: element,
              state: { $0[id: id] },
              action: embed(id)
            )
          )
        }
      }
    }

    public var body: some View {
      self.content
    }
  }

  @available(*, deprecated)
  extension ForEachStore: DynamicViewContent {}
#endif
