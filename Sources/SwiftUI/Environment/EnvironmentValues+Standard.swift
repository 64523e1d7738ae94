// The environment values of SwiftUI that views here read and write.

extension EnvironmentValues {
  private struct FontKey: EnvironmentKey {
    static var defaultValue: Font? { nil }
  }

  /// The font of text below (``View/font(_:)``).
  public var font: Font? {
    get { self[FontKey.self] }
    set { self[FontKey.self] = newValue }
  }

  private struct IsEnabledKey: EnvironmentKey {
    static var defaultValue: Bool { true }
  }

  /// Whether controls below accept input (``View/disabled(_:)``).
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }

  private struct LineLimitKey: EnvironmentKey {
    static var defaultValue: Int? { nil }
  }

  /// The most lines text below shows (``View/lineLimit(_:)``).
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }

  private struct MultilineTextAlignmentKey: EnvironmentKey {
    static var defaultValue: TextAlignment { .leading }
  }

  /// How lines of text below line up (``View/multilineTextAlignment(_:)``).
  public var multilineTextAlignment: TextAlignment {
    get { self[MultilineTextAlignmentKey.self] }
    set { self[MultilineTextAlignmentKey.self] = newValue }
  }

  private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { nil }
  }

  /// How text below is cased (``View/textCase(_:)``).
  public var textCase: Text.Case? {
    get { self[TextCaseKey.self] }
    set { self[TextCaseKey.self] = newValue }
  }

  private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
  }

  /// Whether the views below are being edited: a list shows its rows' delete and move controls.
  /// A navigation stack (or the root) gives its screens one; ``EditButton`` toggles it.
  public var editMode: Binding<EditMode>? {
    get { self[EditModeKey.self] }
    set { self[EditModeKey.self] = newValue }
  }

  private struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction(action: nil) }
  }

  /// Dismisses the presentation the view is in: a sheet, a popover, a cover, or a pushed
  /// screen.
  public var dismiss: DismissAction {
    get { self[DismissKey.self] }
    set { self[DismissKey.self] = newValue }
  }

  private struct IsPresentedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether the view is in a presentation (a sheet, a popover, a cover, or a pushed screen).
  public var isPresented: Bool {
    get { self[IsPresentedKey.self] }
    set { self[IsPresentedKey.self] = newValue }
  }

  private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
  }

  /// Opens a URL: a renderer opens it where it can (a web page, in a new tab).
  public var openURL: OpenURLAction {
    get { self[OpenURLKey.self] }
    set { self[OpenURLKey.self] = newValue }
  }

  private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
  }

  /// The locale of the views below.
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
  }

  /// The calendar of the views below.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
  }

  /// The time zone of the views below.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  private struct ColorSchemeKey: EnvironmentKey {
    static var defaultValue: ColorScheme { .light }
  }

  /// Light or dark.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }

  private struct HorizontalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .compact }
  }

  /// The horizontal size class: compact, as a phone's, unless the renderer says otherwise.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  private struct VerticalSizeClassKey: EnvironmentKey {
    static var defaultValue: UserInterfaceSizeClass? { .regular }
  }

  /// The vertical size class.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  private struct ScenePhaseKey: EnvironmentKey {
    static var defaultValue: ScenePhase { .active }
  }

  /// Whether the app is in the foreground: active, while a renderer shows it.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }

  private struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
  }

  /// Refreshes the content below (``View/refreshable(action:)``), or `nil`.
  public var refresh: RefreshAction? {
    get { self[RefreshKey.self] }
    set { self[RefreshKey.self] = newValue }
  }

  private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
  }

  /// The size of controls below.
  public var controlSize: ControlSize {
    get { self[ControlSizeKey.self] }
    set { self[ControlSizeKey.self] = newValue }
  }

  private struct DynamicTypeSizeKey: EnvironmentKey {
    static var defaultValue: DynamicTypeSize { .large }
  }

  /// The size of text the person asked for.
  public var dynamicTypeSize: DynamicTypeSize {
    get { self[DynamicTypeSizeKey.self] }
    set { self[DynamicTypeSizeKey.self] = newValue }
  }

  private struct LayoutDirectionKey: EnvironmentKey {
    static var defaultValue: LayoutDirection { .leftToRight }
  }

  /// Left to right, or right to left.
  public var layoutDirection: LayoutDirection {
    get { self[LayoutDirectionKey.self] }
    set { self[LayoutDirectionKey.self] = newValue }
  }

  private struct DisplayScaleKey: EnvironmentKey {
    static var defaultValue: CGFloat { 2 }
  }

  /// Pixels per point.
  public var displayScale: CGFloat {
    get { self[DisplayScaleKey.self] }
    set { self[DisplayScaleKey.self] = newValue }
  }

  /// One pixel, in points.
  public var pixelLength: CGFloat {
    1 / self.displayScale
  }

  private struct IsSearchingKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether a search field above is being edited.
  public var isSearching: Bool {
    get { self[IsSearchingKey.self] }
    set { self[IsSearchingKey.self] = newValue }
  }

  private struct IsFocusedKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether the view's nearest focusable ancestor has focus.
  public var isFocused: Bool {
    get { self[IsFocusedKey.self] }
    set { self[IsFocusedKey.self] = newValue }
  }

  private struct AccessibilityReduceMotionKey: EnvironmentKey {
    static var defaultValue: Bool { false }
  }

  /// Whether the person asked for less motion.
  public var accessibilityReduceMotion: Bool {
    get { self[AccessibilityReduceMotionKey.self] }
    set { self[AccessibilityReduceMotionKey.self] = newValue }
  }
}

/// Light or dark appearance.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
  case light, dark
}

/// A size class.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// Whether an app is in the foreground.
public enum ScenePhase: Hashable, Comparable, Sendable {
  case background, inactive, active
}

/// The size of controls.
public enum ControlSize: Hashable, CaseIterable, Sendable {
  case mini, small, regular, large, extraLarge
}

/// Left to right, or right to left.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}

/// A size of text a person can ask for.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilitySize: Bool {
    self >= .accessibility1
  }
}

/// Whether views are being edited: ``EditButton`` toggles it, and lists show their rows' delete
/// and move controls while it is active.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// Whether editing is on.
  public var isEditing: Bool {
    self != .inactive
  }
}

/// Dismisses the presentation a view is in: call it as a function.
///
/// ```swift
/// @Environment(\.dismiss) var dismiss
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction {
  let action: (@MainActor () -> Void)?

  /// Dismisses the presentation. Outside of one, does nothing.
  @MainActor
  public func callAsFunction() {
    self.action?()
  }
}

/// Refreshes content: call it as an asynchronous function.
public struct RefreshAction {
  let action: @MainActor () async -> Void

  /// Refreshes the content, and returns once it is done.
  @MainActor
  public func callAsFunction() async {
    await self.action()
  }
}

/// Opens a URL: call it as a function.
public struct OpenURLAction {
  /// What a handler did with a URL.
  public struct Result: Sendable {
    let kind: Int

    public static let handled = Result(kind: 0)
    public static let discarded = Result(kind: 1)
    public static let systemAction = Result(kind: 2)

    public static func systemAction(_ url: URL) -> Result {
      Result(kind: 2)
    }
  }

  let handler: @MainActor (URL) -> Result

  /// An action that opens URLs with a handler.
  @preconcurrency
  public init(handler: @escaping @MainActor (URL) -> Result) {
    self.handler = handler
  }

  /// Opens a URL.
  @MainActor
  public func callAsFunction(_ url: URL) {
    _ = self.handler(url)
  }

  /// Opens a URL, and tells whether it could.
  @MainActor
  public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
    completion(self.handler(url).kind != 1)
  }
}
