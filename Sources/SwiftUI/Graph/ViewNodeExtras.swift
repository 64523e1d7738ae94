/// What few of a ``ViewNode``'s views need: the storage of their dynamic properties, a
/// primitive's state, the environment it wrote, the actions to run when the node leaves its
/// graph, and its object subscriptions. A node makes its extras the first time it needs one.
@MainActor
final class ViewNodeExtras {
  /// The storage of the view's dynamic properties (`@State`, `@FocusState`, …), by slot.
  var dynamicStorage: [AnyObject] = []
  /// Storage a primitive keeps for as long as it stays at its place.
  var persistent: AnyObject?
  /// The environment the primitive last gave its children, when it wrote it.
  var writtenEnvironment: EnvironmentValues?
  /// Actions run when the node leaves its graph.
  var removalActions: [@MainActor () -> Void] = []
  /// What observes objects for the view, kept while the node is in its graph.
  var objectSubscriptions: [AnyObject] = []
}
