/// A modifier that puts its content in an element that changes how it looks or is laid out.
struct DecorationModifier: ViewModifier, _PrimitiveModifier {
  let decoration: Decoration

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.decoration(self.decoration))
    resolution.add(content, .index(0))
  }
}

/// A modifier that puts a view behind or in front of its content.
struct LayeredModifier: ViewModifier, _PrimitiveModifier {
  let isOverlay: Bool
  let alignment: Alignment
  let layer: any View

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.element = RenderElement(
      .decoration(.layered(isOverlay: self.isOverlay, alignment: self.alignment))
    )
    resolution.addSlot("content", content)
    resolution.addSlot(self.isOverlay ? "overlay" : "background", self.layer)
  }
}

extension View {
  func _decorated(_ decoration: Decoration) -> some View {
    self.modifier(DecorationModifier(decoration: decoration))
  }

  /// Space around the view: the system's padding on some edges.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    self._decorated(.padding(EdgeInsets(edges, length ?? 16)))
  }

  /// Space around the view, the same on every edge.
  public func padding(_ length: CGFloat) -> some View {
    self.padding(.all, length)
  }

  /// Space around the view, edge by edge.
  public func padding(_ insets: EdgeInsets) -> some View {
    self._decorated(.padding(insets))
  }

  /// A fixed size for the view, in points.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    var frame = FrameDescription(alignment: alignment)
    frame.width = width.map(Double.init)
    frame.height = height.map(Double.init)
    return self._decorated(.frame(frame))
  }

  /// Bounds for the view's size, in points; `.infinity` for as large as offered.
  public func frame(
    minWidth: CGFloat? = nil,
    idealWidth: CGFloat? = nil,
    maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil,
    maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    var frame = FrameDescription(alignment: alignment)
    frame.minWidth = minWidth.map(Double.init)
    frame.idealWidth = idealWidth.map(Double.init)
    frame.maxWidth = maxWidth.map(Double.init)
    frame.minHeight = minHeight.map(Double.init)
    frame.idealHeight = idealHeight.map(Double.init)
    frame.maxHeight = maxHeight.map(Double.init)
    return self._decorated(.frame(frame))
  }

  /// The view at its ideal size.
  public func fixedSize() -> some View {
    self._decorated(.fixedSize(horizontal: true, vertical: true))
  }

  /// The view at its ideal size along some axes.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    self._decorated(.fixedSize(horizontal: horizontal, vertical: vertical))
  }

  /// How much of its stack's space the view gets first.
  public func layoutPriority(_ value: Double) -> some View {
    self._decorated(.layoutPriority(value))
  }

  /// The view moved by an offset, without moving the others.
  public func offset(_ offset: CGSize) -> some View {
    self._decorated(.offset(x: Double(offset.width), y: Double(offset.height)))
  }

  /// The view moved by an offset, without moving the others.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    self._decorated(.offset(x: Double(x), y: Double(y)))
  }

  /// The view's center at a point of its parent.
  public func position(_ position: CGPoint) -> some View {
    self._decorated(.position(x: Double(position.x), y: Double(position.y)))
  }

  /// The view's center at a point of its parent.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    self._decorated(.position(x: Double(x), y: Double(y)))
  }

  /// The view at an aspect ratio.
  public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
    self._decorated(.aspectRatio(aspectRatio.map(Double.init), fill: contentMode == .fill))
  }

  /// The view at the aspect ratio of a size.
  public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
    self.aspectRatio(aspectRatio.width / max(aspectRatio.height, 1), contentMode: contentMode)
  }

  /// The view fitted in its parent, keeping its aspect ratio.
  public func scaledToFit() -> some View {
    self.aspectRatio(contentMode: .fit)
  }

  /// The view filling its parent, keeping its aspect ratio.
  public func scaledToFill() -> some View {
    self.aspectRatio(contentMode: .fill)
  }

  /// The order of the view among overlapping ones.
  public func zIndex(_ value: Double) -> some View {
    self._decorated(.zIndex(value))
  }

  /// A color or shape style behind the view.
  public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    self._decorated(.background(style._resolvedColor ?? .clear))
  }

  /// The default background behind the view.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    self._decorated(.background(.white))
  }

  /// A view behind the view.
  public func background<Background: View>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> Background
  ) -> some View {
    self.modifier(LayeredModifier(isOverlay: false, alignment: alignment, layer: content()))
  }

  /// A view behind the view.
  @_disfavoredOverload
  public func background<Background: View>(_ background: Background, alignment: Alignment = .center)
    -> some View
  {
    self.modifier(LayeredModifier(isOverlay: false, alignment: alignment, layer: background))
  }

  /// A shape filled with a style behind the view.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S,
    in shape: T,
    fillStyle: FillStyle = FillStyle()
  ) -> some View {
    self.modifier(
      LayeredModifier(isOverlay: false, alignment: .center, layer: shape.fill(style))
    )
  }

  /// A view in front of the view.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center,
    @ViewBuilder content: () -> Overlay
  ) -> some View {
    self.modifier(LayeredModifier(isOverlay: true, alignment: alignment, layer: content()))
  }

  /// A view in front of the view.
  @_disfavoredOverload
  public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
    -> some View
  {
    self.modifier(LayeredModifier(isOverlay: true, alignment: alignment, layer: overlay))
  }

  /// A shape style in front of the view.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    self.modifier(
      LayeredModifier(isOverlay: true, alignment: .center, layer: Rectangle().fill(style))
    )
  }

  /// A shape filled with a style in front of the view.
  public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
    self.modifier(LayeredModifier(isOverlay: true, alignment: .center, layer: shape.fill(style)))
  }

  /// Rounded corners.
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    self._decorated(.cornerRadius(Double(radius)))
  }

  /// A border around the view.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    self._decorated(.border(content._resolvedColor ?? .primary, width: Double(width)))
  }

  /// The view, more transparent.
  public func opacity(_ opacity: Double) -> some View {
    self._decorated(.opacity(opacity))
  }

  /// The view rotated.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    self._decorated(.rotation(degrees: angle.degrees))
  }

  /// The view rotated in three dimensions: shown rotated about its center here.
  public func rotation3DEffect(
    _ angle: Angle,
    axis: (x: CGFloat, y: CGFloat, z: CGFloat),
    anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0,
    perspective: CGFloat = 1
  ) -> some View {
    self._decorated(.rotation(degrees: angle.degrees))
  }

  /// The view scaled.
  public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
    self._decorated(.scale(x: Double(scale), y: Double(scale)))
  }

  /// The view scaled along each axis.
  public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center)
    -> some View
  {
    self._decorated(.scale(x: Double(x), y: Double(y)))
  }

  /// The view scaled along each axis.
  public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
    self._decorated(.scale(x: Double(scale.width), y: Double(scale.height)))
  }

  /// A shadow.
  public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
    radius: CGFloat,
    x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View {
    self._decorated(.shadow(color: color, radius: Double(radius), x: Double(x), y: Double(y)))
  }

  /// The view cut to its frame.
  public func clipped(antialiased: Bool = false) -> some View {
    self._decorated(.clipped)
  }

  /// The view cut to a shape.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
    self._decorated(.clipShape(shape._outline))
  }

  /// The view blurred.
  public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
    self._decorated(.blur(radius: Double(radius)))
  }

  /// The view in grays.
  public func grayscale(_ amount: Double) -> some View {
    self._decorated(.filter("grayscale(\(amount))"))
  }

  /// The view's colors more or less saturated.
  public func saturation(_ amount: Double) -> some View {
    self._decorated(.filter("saturate(\(amount))"))
  }

  /// The view brighter.
  public func brightness(_ amount: Double) -> some View {
    self._decorated(.filter("brightness(\(1 + amount))"))
  }

  /// The view with more or less contrast.
  public func contrast(_ amount: Double) -> some View {
    self._decorated(.filter("contrast(\(amount))"))
  }

  /// The view's colors inverted.
  public func colorInvert() -> some View {
    self._decorated(.filter("invert(1)"))
  }

  /// The view's hues rotated.
  public func hueRotation(_ angle: Angle) -> some View {
    self._decorated(.filter("hue-rotate(\(angle.degrees)deg)"))
  }

  /// The view's colors multiplied by a color: shown as a tint here.
  public func colorMultiply(_ color: Color) -> some View {
    self._decorated(.filter("opacity(1)"))
  }

  /// How the view blends with what is behind it: ignored here.
  public func blendMode(_ blendMode: BlendMode) -> some View {
    self
  }

  /// The view hidden, its space kept.
  public func hidden() -> some View {
    self._decorated(.hidden)
  }

  /// Whether the view takes taps and clicks.
  public func allowsHitTesting(_ enabled: Bool) -> some View {
    self._decorated(.allowsHitTesting(enabled))
  }

  /// A hint shown when the pointer rests on the view.
  public func help(_ text: Text) -> some View {
    self._decorated(.help(text.plainText))
  }

  /// A hint shown when the pointer rests on the view.
  public func help(_ key: LocalizedStringKey) -> some View {
    self.help(Text(key))
  }

  /// A badge on a list row or tab.
  public func badge(_ count: Int) -> some View {
    self._decorated(.badge(count == 0 ? "" : String(count)))
  }

  /// A badge on a list row or tab.
  public func badge(_ label: Text?) -> some View {
    self._decorated(.badge(label?.plainText ?? ""))
  }

  /// A badge on a list row or tab.
  public func badge(_ key: LocalizedStringKey) -> some View {
    self.badge(Text(key))
  }

  /// The background of the list row the view is in.
  public func listRowBackground<V: View>(_ view: V?) -> some View {
    self._decorated(.listRowBackground((view as? Color) ?? (view as? any ShapeStyle)?._resolvedColor))
  }

  /// Content beside the view, inset from a safe area edge.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge,
    alignment: HorizontalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    self.modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, inset: content()))
  }

  /// Content beside the view, inset from a safe area edge.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge,
    alignment: VerticalAlignment = .center,
    spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    self.modifier(
      SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, inset: content())
    )
  }

  /// The view extended under the safe area.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    self._decorated(.ignoresSafeArea)
  }

  /// The view extended under the safe area.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    self._decorated(.ignoresSafeArea)
  }
}

/// Content inset from an edge of a view.
struct SafeAreaInsetModifier: ViewModifier, _PrimitiveModifier {
  let edge: Edge
  let inset: any View

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.decoration(.safeAreaInset(self.edge)))
    resolution.addSlot("content", content)
    resolution.addSlot("inset", self.inset)
  }
}

/// How content fits its frame.
public enum ContentMode: Hashable, CaseIterable, Sendable {
  case fit, fill
}

/// How a view blends with what is behind it.
public enum BlendMode: Hashable, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight,
    hardLight, difference, exclusion, hue, saturation, color, luminosity, sourceAtop,
    destinationOver, destinationOut, plusDarker, plusLighter
}

/// A top or bottom edge.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  case top, bottom
}

/// A leading or trailing edge.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  case leading, trailing
}

/// Regions of the safe area.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// An angle.
public struct Angle: Hashable, Comparable, Sendable {
  public var radians: Double

  public var degrees: Double {
    get { self.radians * 180 / .pi }
    set { self.radians = newValue * .pi / 180 }
  }

  public init() {
    self.radians = 0
  }

  public init(radians: Double) {
    self.radians = radians
  }

  public init(degrees: Double) {
    self.radians = degrees * .pi / 180
  }

  public static func radians(_ radians: Double) -> Angle {
    Angle(radians: radians)
  }

  public static func degrees(_ degrees: Double) -> Angle {
    Angle(degrees: degrees)
  }

  public static let zero = Angle()

  public static func < (lhs: Angle, rhs: Angle) -> Bool {
    lhs.radians < rhs.radians
  }

  public static func + (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians + rhs.radians)
  }

  public static func - (lhs: Angle, rhs: Angle) -> Angle {
    Angle(radians: lhs.radians - rhs.radians)
  }

  public static prefix func - (angle: Angle) -> Angle {
    Angle(radians: -angle.radians)
  }

  public static func * (lhs: Angle, rhs: Double) -> Angle {
    Angle(radians: lhs.radians * rhs)
  }
}
