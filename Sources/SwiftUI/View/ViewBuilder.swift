/// Builds views from closures, as SwiftUI's `@ViewBuilder` does: statements become a
/// ``TupleView``, `if` an optional or a ``_ConditionalContent``, `if #available` an ``AnyView``.
@resultBuilder
public struct ViewBuilder {
  /// A view, as it is.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// An empty closure: an ``EmptyView``.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// One view, as it is.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Several views, in order.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<(repeat each Content)> {
    var children: [any View] = []
    for child in repeat each content {
      children.append(child)
    }
    return TupleView(children: children) { children in
      // The children are the pack's views, in its order, each of its own type.
      var index = 0
      func next<Child: View>(_: Child.Type) -> Child {
        defer { index += 1 }
        return children[index] as! Child
      }
      return (repeat next((each Content).self))
    }
  }

  /// An `if` without `else`: the view, or nothing.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  /// The `if` branch of an `if`-`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The `else` branch of an `if`-`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> _ConditionalContent<TrueContent, FalseContent> {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// The content of an `if #available`, type-erased.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
