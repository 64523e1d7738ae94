/// Where a view of the older API keeps its ``ViewStore``: made the first time it is read.
///
/// A view store reads its store, and starts following it, when it is made. Made where a view is
/// made (in its parent's body), it would tell the renderer that the parent read the store, and
/// the parent's body would run again for every change of the store: the view store's
/// `removeDuplicates` would be for nothing. Made lazily, it is made where the renderer installs
/// the view's properties, before its body runs and outside any tracking (see
/// `_ViewStoreLink+Rendering.swift`): only the body that reads the view state follows it.
@available(*, deprecated, message: "The view store of a view of the older API.")
@MainActor
final class _ViewStoreLink<ViewState, ViewAction> {
  private var make: (@MainActor () -> ViewStore<ViewState, ViewAction>)?
  private var made: ViewStore<ViewState, ViewAction>?

  /// A link that makes its view store the first time it is read.
  init(_ make: @escaping @MainActor () -> ViewStore<ViewState, ViewAction>) {
    self.make = make
  }

  /// A link to a view store made already.
  init(_ viewStore: ViewStore<ViewState, ViewAction>) {
    self.made = viewStore
  }

  /// The view store, made now if it wasn't.
  var viewStore: ViewStore<ViewState, ViewAction> {
    if let made = self.made {
      return made
    }
    let viewStore = self.make!()
    self.made = viewStore
    self.make = nil
    return viewStore
  }
}
