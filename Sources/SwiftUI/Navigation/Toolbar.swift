/// The items of a toolbar: SwiftUI's `ToolbarContent`.
@MainActor
@preconcurrency
public protocol ToolbarContent {
  associatedtype Body: ToolbarContent
  @ToolbarContentBuilder
  var body: Self.Body { get }
}

/// Toolbar content that can be customized: treated as any toolbar content here.
public protocol CustomizableToolbarContent: ToolbarContent {}

extension Never: ToolbarContent, CustomizableToolbarContent {}

/// Toolbar content this module shows itself, as views.
@MainActor
protocol _PrimitiveToolbarContent {
  var views: [any View] { get }
}

/// The views of toolbar content, in order.
@MainActor
func toolbarViews(_ content: any ToolbarContent) -> [any View] {
  if let primitive = content as? any _PrimitiveToolbarContent {
    return primitive.views
  }
  func body<T: ToolbarContent>(_ content: T) -> any ToolbarContent {
    content.body
  }
  return toolbarViews(body(content))
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
  /// The placement's name, as renderers know it.
  public let name: String

  public static let automatic = ToolbarItemPlacement(name: "automatic")
  public static let principal = ToolbarItemPlacement(name: "principal")
  public static let navigation = ToolbarItemPlacement(name: "navigation")
  public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
  public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
  public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
  public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
  public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
  public static let status = ToolbarItemPlacement(name: "status")
  public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading")
  public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
  public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
  public static let keyboard = ToolbarItemPlacement(name: "keyboard")
}

/// An item of a toolbar: SwiftUI's `ToolbarItem`.
public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent,
  _PrimitiveToolbarContent
{
  let placement: ToolbarItemPlacement
  let content: Content

  public var body: Never { fatalError("ToolbarItem is shown by the toolbar") }

  var views: [any View] {
    [ToolbarItemView(placement: self.placement, content: self.content)]
  }
}

extension ToolbarItem where ID == () {
  /// An item at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }
}

extension ToolbarItem where ID == String {
  /// An item with an ID, at a placement.
  public init(
    id: String,
    placement: ToolbarItemPlacement = .automatic,
    @ViewBuilder content: () -> Content
  ) {
    self.placement = placement
    self.content = content()
  }
}

/// Items of a toolbar at one placement: SwiftUI's `ToolbarItemGroup`.
public struct ToolbarItemGroup<Content: View>: ToolbarContent, _PrimitiveToolbarContent {
  let placement: ToolbarItemPlacement
  let content: Content

  /// Items at a placement.
  public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
    self.placement = placement
    self.content = content()
  }

  public var body: Never { fatalError("ToolbarItemGroup is shown by the toolbar") }

  var views: [any View] {
    [ToolbarItemView(placement: self.placement, content: self.content)]
  }
}

/// Several toolbar contents, in order.
public struct TupleToolbarContent<T>: ToolbarContent, _PrimitiveToolbarContent {
  let contents: [any ToolbarContent]

  public var body: Never { fatalError("TupleToolbarContent is shown by the toolbar") }

  var views: [any View] {
    self.contents.flatMap { toolbarViews($0) }
  }
}

/// Toolbar content, or none.
public struct _OptionalToolbarContent<Wrapped: ToolbarContent>: ToolbarContent,
  _PrimitiveToolbarContent
{
  let wrapped: Wrapped?

  public var body: Never { fatalError("Optional toolbar content is shown by the toolbar") }

  var views: [any View] {
    self.wrapped.map { toolbarViews($0) } ?? []
  }
}

/// One of two toolbar contents.
public struct _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>:
  ToolbarContent, _PrimitiveToolbarContent
{
  let content: any ToolbarContent

  public var body: Never { fatalError("Conditional toolbar content is shown by the toolbar") }

  var views: [any View] {
    toolbarViews(self.content)
  }
}

/// Builds toolbar content: SwiftUI's `ToolbarContentBuilder`.
@resultBuilder
@MainActor
public struct ToolbarContentBuilder {
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }

  public static func buildBlock<each Content: ToolbarContent>(
    _ content: repeat each Content
  ) -> TupleToolbarContent<(repeat each Content)> {
    var contents: [any ToolbarContent] = []
    for item in repeat each content {
      contents.append(item)
    }
    return TupleToolbarContent(contents: contents)
  }

  public static func buildIf<Content: ToolbarContent>(_ content: Content?)
    -> _OptionalToolbarContent<Content>
  {
    _OptionalToolbarContent(wrapped: content)
  }

  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T)
    -> _ConditionalToolbarContent<T, F>
  {
    _ConditionalToolbarContent(content: first)
  }

  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F)
    -> _ConditionalToolbarContent<T, F>
  {
    _ConditionalToolbarContent(content: second)
  }
}

/// A toolbar item's views, at its placement.
struct ToolbarItemView: View, _PrimitiveView {
  let placement: ToolbarItemPlacement
  let content: any View

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.toolbarItem(self.placement))
    resolution.add(self.content, .index(0))
  }
}

/// Content with a toolbar.
struct ToolbarModifier: ViewModifier, _PrimitiveModifier {
  let items: @MainActor () -> [any View]

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.toolbar)
    resolution.addSlot("content", content)
    let items = self.items()
    resolution.addSlot("items", ToolbarItems(items: items))
  }
}

/// The items of a toolbar, in order.
struct ToolbarItems: View, _PrimitiveView {
  let items: [any View]

  var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    for (index, item) in self.items.enumerated() {
      resolution.add(item, .index(index))
    }
  }
}

/// Where a toolbar shows: its bars.
public struct ToolbarPlacement: Hashable, Sendable {
  let name: String

  public static let automatic = ToolbarPlacement(name: "automatic")
  public static let navigationBar = ToolbarPlacement(name: "navigationBar")
  public static let bottomBar = ToolbarPlacement(name: "bottomBar")
  public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Whether something shows: SwiftUI's `Visibility`.
public enum Visibility: Hashable, CaseIterable, Sendable {
  case automatic, visible, hidden
}

extension View {
  /// Items in the toolbar of the screen this view is on.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: @escaping () -> Content
  ) -> some View {
    self.modifier(ToolbarModifier { toolbarViews(content()) })
  }

  /// Views in the toolbar of the screen this view is on.
  @_disfavoredOverload
  public func toolbar<Content: View>(@ViewBuilder content: @escaping () -> Content) -> some View {
    self.modifier(
      ToolbarModifier { [ToolbarItemView(placement: .automatic, content: content())] }
    )
  }

  /// Items in the toolbar, with an ID for customization.
  public func toolbar<Content: CustomizableToolbarContent>(
    id: String,
    @ToolbarContentBuilder content: @escaping () -> Content
  ) -> some View {
    self.modifier(ToolbarModifier { toolbarViews(content()) })
  }

  /// Shows or hides a bar: shown here.
  public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
    self
  }

  /// A bar's background: the default here.
  public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }

  /// A bar's background visibility: the default here.
  public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...)
    -> some View
  {
    self
  }

  /// Items on each side of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    self.modifier(
      ToolbarModifier {
        [
          ToolbarItemView(placement: .topBarLeading, content: leading),
          ToolbarItemView(placement: .topBarTrailing, content: trailing),
        ]
      }
    )
  }

  /// Items on the leading side of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<L: View>(leading: L) -> some View {
    self.modifier(ToolbarModifier { [ToolbarItemView(placement: .topBarLeading, content: leading)] })
  }

  /// Items on the trailing side of the navigation bar (deprecated in SwiftUI).
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    self.modifier(
      ToolbarModifier { [ToolbarItemView(placement: .topBarTrailing, content: trailing)] }
    )
  }
}
