/// Gives its content an identity: when `id` changes, the content is a new view, and its state
/// starts afresh.
struct IdentityModifier: ViewModifier, _PrimitiveModifier {
  let id: AnyHashable

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    resolution.add(content, .id(self.id))
  }
}

/// Makes its content respond to taps: an element a person can press.
struct TapModifier: ViewModifier, _PrimitiveModifier {
  let action: @MainActor () -> Void

  typealias Body = Never

  func _resolve(content: any View, _ resolution: inout ViewResolution) {
    var actions = RenderActions()
    if resolution.environment.isEnabled {
      actions.press = self.action
    }
    resolution.element = RenderElement(.decoration(.tappable), actions: actions)
    resolution.add(content, .index(0))
  }
}

extension View {
  /// The view with an identity: a new one when `id` changes.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    self.modifier(IdentityModifier(id: AnyHashable(id)))
  }

  /// Runs an action when the view is tapped (clicked, or Enter while it has focus).
  @preconcurrency
  public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void)
    -> some View
  {
    self.modifier(TapModifier(action: action))
  }

  /// Runs an action on a long press: a press, here.
  @preconcurrency
  public func onLongPressGesture(
    minimumDuration: Double = 0.5,
    maximumDistance: CGFloat = 10,
    perform action: @escaping @MainActor () -> Void,
    onPressingChanged: ((Bool) -> Void)? = nil
  ) -> some View {
    self.modifier(TapModifier(action: action))
  }

  /// Adds a gesture: a tap gesture's end runs on a press; other gestures are ignored here.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    self.modifier(GestureModifier(gesture: gesture))
  }

  /// Adds a gesture alongside the view's own: as ``gesture(_:including:)``.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    self.modifier(GestureModifier(gesture: gesture))
  }

  /// Adds a gesture before the view's own: as ``gesture(_:including:)``.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    self.modifier(GestureModifier(gesture: gesture))
  }

  /// Runs an action when the pointer enters or leaves the view: ignored here.
  public func onHover(perform action: @escaping (Bool) -> Void) -> some View {
    self
  }

  /// The shape that takes taps: the view's frame here.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    self
  }

  /// The shape that takes a kind of interaction: the view's frame here.
  public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
    -> some View
  {
    self
  }

  /// Animates changes to a value: shown at once here.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    self
  }

  /// Animates changes (deprecated in SwiftUI): shown at once here.
  public func animation(_ animation: Animation?) -> some View {
    self
  }

  /// How the view comes and goes: at once here.
  public func transition(_ transition: AnyTransition) -> some View {
    self
  }

  /// How the view comes and goes: at once here.
  public func transition<T: Transition>(_ transition: T) -> some View {
    self
  }

  /// How content changes: at once here.
  public func contentTransition(_ transition: ContentTransition) -> some View {
    self
  }

  /// Matches the view's geometry with another's while animating: ignored here.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID,
    in namespace: Namespace.ID,
    properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center,
    isSource: Bool = true
  ) -> some View {
    self
  }

  /// Draws the view offscreen first: ignored here.
  public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear)
    -> some View
  {
    self
  }

  /// Composites the view before it is blended: ignored here.
  public func compositingGroup() -> some View {
    self
  }

  /// Masks the view with another's opacity: ignored here.
  public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask)
    -> some View
  {
    self
  }

  /// Masks the view with another's opacity (deprecated in SwiftUI): ignored here.
  public func mask<Mask: View>(_ mask: Mask) -> some View {
    self
  }

  /// Scales text down to fit: shown at its size here.
  public func minimumScaleFactor(_ factor: CGFloat) -> some View {
    self
  }

  /// Where text that doesn't fit is cut: at the end here.
  public func truncationMode(_ mode: Text.TruncationMode) -> some View {
    self
  }

  /// Space between lines of text: the default here.
  public func lineSpacing(_ lineSpacing: CGFloat) -> some View {
    self
  }

  /// Tightens text to fit: ignored here.
  public func allowsTightening(_ flag: Bool) -> some View {
    self
  }

  /// Hides the labels of controls below, keeping them as accessible names.
  public func labelsHidden() -> some View {
    self._environment { $0.setControlStyle("hidden", for: "labels") }
  }

  /// Shows the view as a placeholder: shown as it is here.
  public func redacted(reason: RedactionReasons) -> some View {
    self
  }

  /// Shows the view as it is in a redacted view.
  public func unredacted() -> some View {
    self
  }

  /// Marks the view as holding private data: ignored here.
  public func privacySensitive(_ sensitive: Bool = true) -> some View {
    self
  }

  /// Hides the status bar: ignored here.
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    self
  }

  /// Hides the status bar (deprecated in SwiftUI): ignored here.
  public func statusBar(hidden: Bool) -> some View {
    self
  }

  /// Hides system overlays: ignored here.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    self
  }

  /// The insets of list rows below: the default here.
  public func listRowInsets(_ insets: EdgeInsets?) -> some View {
    self
  }

  /// Whether list rows below show separators: they do here.
  public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    self
  }

  /// The tint of list row separators below: the default here.
  public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
    self
  }

  /// Whether list sections below show separators: they do here.
  public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    self
  }

  /// Space between list rows: the default here.
  public func listRowSpacing(_ spacing: CGFloat?) -> some View {
    self
  }

  /// Space between list sections: the default here.
  public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
    self
  }

  /// How prominent section headers below are: the default here.
  public func headerProminence(_ prominence: Prominence) -> some View {
    self
  }

  /// Whether a scroll view's background shows: it does here.
  public func scrollContentBackground(_ visibility: Visibility) -> some View {
    self
  }

  /// Whether scrolling is turned off: ignored here.
  public func scrollDisabled(_ disabled: Bool) -> some View {
    self
  }

  /// Whether scroll indicators show: ignored here.
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
    self
  }

  /// Where a scroll view starts: at its top here.
  public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
    self
  }

  /// Feedback on a value's change: ignored here.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    self
  }

  /// Runs an action when the app is asked to open a URL: ignored here.
  public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
    self
  }

  /// The size of text below.
  public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    self.environment(\.dynamicTypeSize, size)
  }

  /// The range of text sizes below: the default here.
  public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    self
  }

  /// Names a coordinate space: ignored here.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    self
  }

  /// The tab item of a tab of a ``TabView``.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    self.modifier(TabItemModifier(label: label()))
  }

  /// A search field for the content below, bound to a text.
  public func searchable(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    self.modifier(SearchableModifier(text: text, prompt: prompt))
  }

  /// A search field for the content below, bound to a text.
  public func searchable(
    text: Binding<String>,
    placement: SearchFieldPlacement = .automatic,
    prompt: LocalizedStringKey
  ) -> some View {
    self.modifier(SearchableModifier(text: text, prompt: Text(prompt)))
  }

  /// A search field for the content below, with a binding to whether it is being edited.
  public func searchable(
    text: Binding<String>,
    isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic,
    prompt: Text? = nil
  ) -> some View {
    self.modifier(SearchableModifier(text: text, prompt: prompt))
  }
}

/// A search field above its content.
struct SearchableModifier: ViewModifier {
  let text: Binding<String>
  let prompt: Text?

  func body(content: Content) -> some View {
    VStack(spacing: 0) {
      TextField(text: self.text, prompt: self.prompt ?? Text("Search")) {
        Text("Search")
      }
      .textFieldStyle(.roundedBorder)
      .padding(.horizontal)
      content
    }
  }
}

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
  public static let automatic = SearchFieldPlacement()
  public static let toolbar = SearchFieldPlacement()
  public static let sidebar = SearchFieldPlacement()
  public static let navigationBarDrawer = SearchFieldPlacement()

  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement()
  }

  public enum NavigationBarDrawerDisplayMode: Sendable {
    case automatic, always
  }
}

/// The kinds of content shapes.
public struct ContentShapeKinds: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let interaction = ContentShapeKinds(rawValue: 1)
  public static let dragPreview = ContentShapeKinds(rawValue: 2)
  public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
  public static let hoverEffect = ContentShapeKinds(rawValue: 8)
  public static let accessibility = ContentShapeKinds(rawValue: 16)
}

/// The properties a matched geometry effect matches.
public struct MatchedGeometryProperties: OptionSet, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  public static let position = MatchedGeometryProperties(rawValue: 1)
  public static let size = MatchedGeometryProperties(rawValue: 2)
  public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// How colors are rendered offscreen.
public enum ColorRenderingMode: Hashable, Sendable {
  case nonLinear, linear, extendedLinear
}

/// Why a view is redacted.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}

/// Space between list sections.
public struct ListSectionSpacing: Sendable {
  public static let `default` = ListSectionSpacing()
  public static let compact = ListSectionSpacing()

  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing()
  }
}

/// How prominent something is.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Sendable {
  public static let automatic = ScrollIndicatorVisibility()
  public static let visible = ScrollIndicatorVisibility()
  public static let hidden = ScrollIndicatorVisibility()
  public static let never = ScrollIndicatorVisibility()
}

/// Feedback a device gives.
public struct SensoryFeedback: Sendable {
  public static let success = SensoryFeedback()
  public static let warning = SensoryFeedback()
  public static let error = SensoryFeedback()
  public static let selection = SensoryFeedback()
  public static let increase = SensoryFeedback()
  public static let decrease = SensoryFeedback()
  public static let start = SensoryFeedback()
  public static let stop = SensoryFeedback()
  public static let impact = SensoryFeedback()
}

extension VerticalEdge {
  /// A set of vertical edges.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8

    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    public static let top = Set(rawValue: 1)
    public static let bottom = Set(rawValue: 2)
    public static let all: Set = [.top, .bottom]
  }
}
