/// Views side by side: SwiftUI's `HStack`.
public struct HStack<Content: View>: View, _PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    self.resolve(&resolution, isLazy: false)
  }

  /// Resolves the stack, or the lazy stack that shows it.
  func resolve(_ resolution: inout ViewResolution, isLazy: Bool) {
    var description = StackDescription(
      axis: .horizontal,
      alignment: Alignment(horizontal: .center, vertical: self.alignment),
      spacing: self.spacing.map(Double.init)
    )
    description.isLazy = isLazy
    resolution.element = RenderElement(.stack(description))
    resolution.add(self.content, .index(0))
  }
}

/// Views one above another: SwiftUI's `VStack`.
public struct VStack<Content: View>: View, _PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    self.resolve(&resolution, isLazy: false)
  }

  /// Resolves the stack, or the lazy stack that shows it.
  func resolve(_ resolution: inout ViewResolution, isLazy: Bool) {
    var description = StackDescription(
      axis: .vertical,
      alignment: Alignment(horizontal: self.alignment, vertical: .center),
      spacing: self.spacing.map(Double.init)
    )
    description.isLazy = isLazy
    resolution.element = RenderElement(.stack(description))
    resolution.add(self.content, .index(0))
  }
}

/// Views on top of each other: SwiftUI's `ZStack`.
public struct ZStack<Content: View>: View, _PrimitiveView {
  let alignment: Alignment
  let content: Content

  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .stack(StackDescription(axis: .depth, alignment: self.alignment, spacing: nil))
    )
    resolution.add(self.content, .index(0))
  }
}

/// Views one above another, made as they scroll into view: SwiftUI's `LazyVStack`. A
/// ``ForEach`` inside makes its rows a page at a time, as they come into view.
public struct LazyVStack<Content: View>: View, _PrimitiveView {
  let stack: VStack<Content>

  public init(
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.stack = VStack(alignment: alignment, spacing: spacing, content: content)
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    self.stack.resolve(&resolution, isLazy: true)
  }
}

/// Views side by side, made as they scroll into view: SwiftUI's `LazyHStack`. A ``ForEach``
/// inside makes its rows a page at a time, as they come into view.
public struct LazyHStack<Content: View>: View, _PrimitiveView {
  let stack: HStack<Content>

  public init(
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.stack = HStack(alignment: alignment, spacing: spacing, content: content)
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    self.stack.resolve(&resolution, isLazy: true)
  }
}

/// Views in a grid of columns: SwiftUI's `LazyVGrid`.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
  let columns: [GridItem]
  let spacing: CGFloat?
  let content: Content

  public init(
    columns: [GridItem],
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.columns = columns
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    var description = StackDescription(
      axis: .vertical, alignment: .center, spacing: self.spacing.map(Double.init)
    )
    description.isLazy = true
    description.columns = max(self.columns.count, 1)
    resolution.element = RenderElement(.stack(description))
    resolution.add(self.content, .index(0))
  }
}

/// Views in a grid of rows: SwiftUI's `LazyHGrid`; shown in rows here.
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
  let rows: [GridItem]
  let spacing: CGFloat?
  let content: Content

  public init(
    rows: [GridItem],
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(),
    @ViewBuilder content: () -> Content
  ) {
    self.rows = rows
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    var description = StackDescription(
      axis: .horizontal, alignment: .center, spacing: self.spacing.map(Double.init)
    )
    description.isLazy = true
    resolution.element = RenderElement(.stack(description))
    resolution.add(self.content, .index(0))
  }
}

/// A column or row of a lazy grid.
public struct GridItem: Sendable {
  /// How big a column is.
  public enum Size: Sendable {
    case fixed(CGFloat)
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  public var size: Size
  public var spacing: CGFloat?
  public var alignment: Alignment?

  public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}

/// Views pinned while their section scrolls.
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
  public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Space that grows along its stack: SwiftUI's `Spacer`.
public struct Spacer: View, _PrimitiveView {
  public var minLength: CGFloat?

  public init(minLength: CGFloat? = nil) {
    self.minLength = minLength
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.spacer(minLength: self.minLength.map(Double.init)))
  }
}

/// A line between views: SwiftUI's `Divider`.
public struct Divider: View, _PrimitiveView {
  public init() {}

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.divider)
  }
}

/// Content that scrolls: SwiftUI's `ScrollView`.
public struct ScrollView<Content: View>: View, _PrimitiveView {
  public var content: Content
  public var axes: Axis.Set
  public var showsIndicators: Bool

  public init(
    _ axes: Axis.Set = .vertical,
    showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .scrollView(axes: self.axes, showsIndicators: self.showsIndicators)
    )
    resolution.add(self.content, .index(0))
  }
}

/// Gives its content a way to scroll to a view by its ID: SwiftUI's `ScrollViewReader`.
/// Scrolling does nothing here.
public struct ScrollViewReader<Content: View>: View {
  let content: (ScrollViewProxy) -> Content

  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: Content {
    self.content(ScrollViewProxy())
  }
}

/// Scrolls a scroll view to a view by its ID: does nothing here.
public struct ScrollViewProxy {
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Content laid out in the space it's offered, which it is told: SwiftUI's `GeometryReader`.
/// Renderers here tell it the size of their screen (a web page, the window's).
public struct GeometryReader<Content: View>: View, _PrimitiveView {
  public var content: (GeometryProxy) -> Content

  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.geometryReader)
    let size = resolution.environment[ScreenSizeKey.self]
    resolution.add(self.content(GeometryProxy(size: size)), .index(0))
  }
}

/// The space a ``GeometryReader`` is offered.
public struct GeometryProxy {
  /// The size of the space.
  public let size: CGSize

  /// The safe area's insets: none here.
  public var safeAreaInsets: EdgeInsets { EdgeInsets() }

  /// The frame of the space in a coordinate space.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    CGRect(origin: .zero, size: self.size)
  }
}

/// A coordinate space.
public enum CoordinateSpace: Hashable {
  case global, local
  case named(AnyHashable)
}

/// The size of the screen a renderer shows views on.
@_spi(Rendering)
public struct ScreenSizeKey: EnvironmentKey {
  public static var defaultValue: CGSize { CGSize(width: 390, height: 844) }
}
