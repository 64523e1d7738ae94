/// Several views in a row: what a ``ViewBuilder`` closure with several statements builds.
///
/// The views are kept each in a box of its own, which the nodes that show them share, rather
/// than inline: a view that holds a tuple view (a form, a section, a stack, and every modifier
/// around them) is then a few words, not a copy of everything below it, and a page keeps the
/// value of every view it shows.
public struct TupleView<T> {
  /// The views, in order, for the renderers.
  let children: [any View]
  /// Makes the tuple again from ``children``.
  private let makeValue: ([any View]) -> T

  /// The views, as a tuple.
  public var value: T {
    get { self.makeValue(self.children) }
    set { self = TupleView(newValue) }
  }

  /// Creates a view from a tuple of views.
  public init(_ value: T) {
    self.children = Mirror(reflecting: value).children.compactMap { $0.value as? any View }
    self.makeValue = { _ in value }
  }

  init(children: [any View], makeValue: @escaping ([any View]) -> T) {
    self.children = children
    self.makeValue = makeValue
  }
}

extension TupleView: View {
  public var body: Never { _primitiveBody() }
}

extension TupleView: _PrimitiveView {
  func _resolve(_ resolution: inout ViewResolution) {
    for (index, child) in self.children.enumerated() {
      resolution.add(child, .index(index))
    }
  }
}
