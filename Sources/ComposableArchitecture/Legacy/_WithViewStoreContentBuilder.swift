/// Builds the content of a ``WithViewStore`` from the one expression of its closure.
///
/// A pass-through builder: the content is the expression itself. It is there so that the closure
/// is type-checked once the view store's type is known, as SwiftUI's view builder closures are:
/// without it, `WithViewStore(store, observe: { $0 }) { viewStore in Form { … } }` asks the
/// compiler to infer the view state from the content, and it can't. A closure that `return`s its
/// content isn't built, and may have several statements.
@resultBuilder
public enum _WithViewStoreContentBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<Content>(_ content: Content) -> Content {
    content
  }
}
