#if !canImport(Darwin)
  import SwiftUI

  /// A ``WithViewStore`` whose content is a view is a view: its body is the content, built again
  /// whenever the view state changes.
  ///
  /// ```swift
  /// struct CounterView: View {
  ///   let store: StoreOf<Counter>
  ///
  ///   var body: some View {
  ///     WithViewStore(self.store, observe: \.count) { viewStore in
  ///       Button("\(viewStore.state)") { viewStore.send(.incrementButtonTapped) }
  ///     }
  ///   }
  /// }
  /// ```
  ///
  /// Only a view state that `removeDuplicates` doesn't drop builds the content again: a change
  /// of the store's state that the view state doesn't show runs no body.
  @available(
    *,
    deprecated,
    message: """
      Read state from the store itself ('store.field'), with '@ObservableState' state, and derive \
      bindings from a '@Bindable' store. See the article 'Migrating bindings'.
      """
  )
  extension WithViewStore: View where Content: View {}

  /// A ``WithViewStore`` of a collection whose content is a `ForEach` (or a view made of one),
  /// so that `onDelete` and `onMove` apply to it, as they do to `ForEach`.
  ///
  /// ```swift
  /// List {
  ///   WithViewStore(self.store, observe: \.todos) { viewStore in
  ///     ForEach(viewStore.state) { todo in Text(todo.title) }
  ///   }
  ///   .onDelete { self.store.send(.deleteTodos($0)) }
  /// }
  /// ```
  @available(
    *,
    deprecated,
    message: """
      Read state from the store itself ('store.field'), with '@ObservableState' state, and derive \
      bindings from a '@Bindable' store. See the article 'Migrating bindings'.
      """
  )
  extension WithViewStore: DynamicViewContent
  where
    ViewState: Collection,
    Content: DynamicViewContent
  {
    /// The collection: the view state.
    public typealias Data = ViewState

    /// The collection the rows are made from: the current view state.
    public var data: ViewState {
      self.viewStore.state
    }
  }
#endif
