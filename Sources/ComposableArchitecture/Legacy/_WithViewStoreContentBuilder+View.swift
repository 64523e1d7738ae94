#if !canImport(Darwin)
  import SwiftUI

  /// The content of a ``WithViewStore`` built as a view builder builds views: several views in a
  /// row, `if`, `if`-`else` and `switch`, and `if #available`.
  ///
  /// ```swift
  /// WithViewStore(self.store, observe: { $0 }) { viewStore in
  ///   Text(viewStore.title)
  ///   if viewStore.isLoading {
  ///     ProgressView()
  ///   }
  /// }
  /// ```
  extension _WithViewStoreContentBuilder {
    /// An empty closure: an `EmptyView`.
    public static func buildBlock() -> EmptyView {
      EmptyView()
    }

    /// Several views, in order.
    public static func buildBlock<C0: View, C1: View, each Rest: View>(
      _ c0: C0,
      _ c1: C1,
      _ rest: repeat each Rest
    ) -> TupleView<(C0, C1, repeat each Rest)> {
      ViewBuilder.buildBlock(c0, c1, repeat each rest)
    }

    /// An `if` without `else`: the view, or nothing.
    public static func buildIf<C: View>(_ content: C?) -> C? {
      content
    }

    /// The `if` branch of an `if`-`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
      first: TrueContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
      ViewBuilder.buildEither(first: first)
    }

    /// The `else` branch of an `if`-`else` or `switch`.
    public static func buildEither<TrueContent: View, FalseContent: View>(
      second: FalseContent
    ) -> _ConditionalContent<TrueContent, FalseContent> {
      ViewBuilder.buildEither(second: second)
    }

    /// The content of an `if #available`, type-erased.
    public static func buildLimitedAvailability<C: View>(_ content: C) -> AnyView {
      ViewBuilder.buildLimitedAvailability(content)
    }
  }
#endif
