/// How many rows of a ``ForEach`` a lazy container shows: SwiftUI makes a `List`'s rows (and a
/// `Form`'s, a `LazyVStack`'s, a lazy grid's) as they scroll into view, and so do renderers
/// here, a page at a time.
///
/// A lazy container's `ForEach` shows its first ``pageSize`` rows, then a
/// ``RenderElement/Kind/moreRows`` element after them while it has more: when a renderer tells
/// that element it came into view, the next ``pageSize`` rows are made. Rows not shown aren't
/// made, so that a row added to a long list costs what it costs in a short one, and their
/// `onAppear` and `task` run when they come into view, as in SwiftUI.
@MainActor
final class LazyRows {
  /// How many rows are made at first, and then each time the person reaches the last.
  static let pageSize = 50

  /// How many rows the `ForEach` shows at most.
  private(set) var count = LazyRows.pageSize
  /// The `ForEach`'s node, resolved again when more rows are shown.
  private weak var node: ViewNode?

  private init(node: ViewNode) {
    self.node = node
  }

  /// The rows shown by the `ForEach` at a node, if its container is lazy: kept for as long as
  /// the `ForEach` stays at its place.
  static func of(_ node: ViewNode) -> LazyRows? {
    if let rows = node.persistent as? LazyRows { return rows }
    guard Self.isInLazyContainer(node) else { return nil }
    let rows = LazyRows(node: node)
    node.persistent = rows
    return rows
  }

  /// Shows the next page of rows.
  func showMore() {
    self.count += Self.pageSize
    self.node?.invalidate()
  }

  /// Whether the nearest ancestor that lays out its children is a list, a form or a lazy
  /// stack: views that only group or decorate their content (a section, a custom view, a
  /// modifier) are looked through, as their rows are the container's.
  private static func isInLazyContainer(_ node: ViewNode) -> Bool {
    var current = node.parent
    while let ancestor = current {
      switch ancestor.elementKind {
      case nil, .section?, .slot?, .decoration?:
        current = ancestor.parent
      case .list?, .form?:
        return true
      case let .stack(stack)?:
        return stack.isLazy
      default:
        return false
      }
    }
    return false
  }
}
