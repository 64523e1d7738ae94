/// A view that may show nothing, and knows when: an alert whose actions show no button gets an
/// "OK" button, as SwiftUI gives it (an `AlertState` without buttons, an `if` that is false).
protocol _EmptyContentCheckable {
  /// Whether the view shows nothing at all.
  var _showsNothing: Bool { get }
}

enum EmptyContent {
  /// Whether a view shows nothing: an `EmptyView`, a `nil` optional view, a `ForEach` of no
  /// elements, or a group or tuple of such views. Any other view is taken to show something.
  static func showsNothing(_ view: Any) -> Bool {
    (view as? any _EmptyContentCheckable)?._showsNothing ?? false
  }
}

extension EmptyView: _EmptyContentCheckable {
  var _showsNothing: Bool { true }
}

extension Optional: _EmptyContentCheckable {
  var _showsNothing: Bool {
    switch self {
    case nil: return true
    case let view?: return EmptyContent.showsNothing(view)
    }
  }
}

extension ForEach: _EmptyContentCheckable {
  var _showsNothing: Bool { self.data.isEmpty }
}

extension TupleView: _EmptyContentCheckable {
  var _showsNothing: Bool { self.children.allSatisfy(EmptyContent.showsNothing) }
}

extension Group: _EmptyContentCheckable {
  var _showsNothing: Bool { EmptyContent.showsNothing(self.content) }
}
