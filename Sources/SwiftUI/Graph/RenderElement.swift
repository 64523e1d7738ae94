/// What a primitive view shows, as a renderer reads it: what it is (``kind``, compared to tell
/// whether it changed) and what it does when a person uses it (``actions``).
///
/// A renderer (a web page, the terminal) walks the ``ViewNode``s that have an element, and
/// shows each element's ``ViewNode/elementChildren`` inside it.
@_spi(Rendering)
public struct RenderElement {
  /// What the element is and shows. Two elements of equal kinds look the same.
  public var kind: Kind
  /// What the element does when used.
  public var actions: RenderActions

  public init(_ kind: Kind, actions: RenderActions = RenderActions()) {
    self.kind = kind
    self.actions = actions
  }

  /// What an element is and shows, without what it does.
  public enum Kind: Equatable {
    /// The root of a graph: the page, or the screen.
    case root
    /// Text.
    case text(ResolvedText)
    /// An image: a symbol, or a named image.
    case image(ImageDescription)
    /// A shape filled or stroked.
    case shape(ShapeDescription)
    /// A color that fills its space.
    case color(Color)
    /// Views side by side, one above another, or on top of each other.
    case stack(StackDescription)
    /// Space that grows along its stack.
    case spacer(minLength: Double?)
    /// A line between views.
    case divider
    /// Content that scrolls.
    case scrollView(axes: Axis.Set, showsIndicators: Bool)
    /// A form: grouped controls.
    case form(FormStyleKind)
    /// A list of rows.
    case list(ListDescription)
    /// A section of a form or list; its children are ``slot(_:)``s: "header", "content",
    /// "footer".
    case section(SectionDescription)
    /// A named part of its parent: the label of a control, a section's header, …
    case slot(String)
    /// A button; its children are its label.
    case button(ButtonDescription)
    /// A text field; its children are its label.
    case textField(TextFieldDescription)
    /// A switch; its children are its label.
    case toggle(ToggleDescription)
    /// A picker; its children are the ``slot(_:)``s "label" and "content", whose ``option(_:)``
    /// descendants are the choices.
    case picker(PickerDescription)
    /// A choice of a picker; its children are its label.
    case option(OptionDescription)
    /// A stepper; its children are its label.
    case stepper(StepperDescription)
    /// A slider; its children are its label.
    case slider(SliderDescription)
    /// A date picker; its children are its label.
    case datePicker(DatePickerDescription)
    /// A progress indicator; its children are its label.
    case progressView(ProgressDescription)
    /// A link to a URL; its children are its label.
    case link(LinkDescription)
    /// A title with an icon; its children are the ``slot(_:)``s "title" and "icon".
    case label(LabelDescription)
    /// A menu of buttons; its children are the ``slot(_:)``s "label" and "content".
    case menu(isEnabled: Bool)
    /// Content shown or hidden under a label; its children are the ``slot(_:)``s "label" and
    /// "content".
    case disclosureGroup(isExpanded: Bool)
    /// A modifier that changes how its content looks or is laid out.
    case decoration(Decoration)
    /// A navigation stack; its children are its ``screen(_:)``s, the root first.
    case navigationStack(NavigationStackDescription)
    /// A screen of a navigation stack; its children are its content.
    case screen(ScreenDescription)
    /// Content with a navigation title (``View/navigationTitle(_:)``): renderers show the title
    /// as the screen's heading, before the content (the element's children).
    case navigationTitle(String)
    /// Content with a toolbar; its children are the ``slot(_:)``s "items" and "content".
    case toolbar
    /// An item of a toolbar.
    case toolbarItem(ToolbarItemPlacement)
    /// Content that presents another view (a sheet, a popover, a full-screen cover); its
    /// children are the ``slot(_:)``s "content" and, while presented, "presented".
    case presentation(PresentationDescription)
    /// Content that presents an alert or a confirmation dialog; its children are the
    /// ``slot(_:)``s "content" and, while presented, "dialog", whose children are the slots
    /// "message" (if there is one) and "actions".
    case alert(AlertDescription)
    /// A row of a ``ForEach`` that can be deleted or moved.
    case row(RowDescription)
    /// A button that turns editing on and off.
    case editButton(isEditing: Bool)
    /// Tabs; its children are its ``tab(_:)``s.
    case tabView(selectedIndex: Int?)
    /// A tab of a ``TabView``; its children are the ``slot(_:)``s "item" and "content".
    case tab(TabDescription)
    /// Content laid out in the space it's offered.
    case geometryReader
  }
}

/// What an element does when a person uses it. Only the actions of an element that is shown
/// can be used: a renderer looks them up on the elements it shows.
@_spi(Rendering)
public struct RenderActions {
  /// Presses a button, link, option or navigation link.
  public var press: (@MainActor () -> Void)?
  /// Writes the text of a text field.
  public var setText: (@MainActor (String) -> Void)?
  /// Turns a toggle on or off, or expands a disclosure group.
  public var setBool: (@MainActor (Bool) -> Void)?
  /// Writes the value of a slider.
  public var setNumber: (@MainActor (Double) -> Void)?
  /// Writes the date of a date picker.
  public var setDate: (@MainActor (Date) -> Void)?
  /// Steps a stepper up.
  public var increment: (@MainActor () -> Void)?
  /// Steps a stepper down.
  public var decrement: (@MainActor () -> Void)?
  /// Submits a text field (Return).
  public var submit: (@MainActor () -> Void)?
  /// Tells a control that it gained (`true`) or lost focus.
  public var setFocus: (@MainActor (Bool) -> Void)?
  /// Dismisses a sheet, popover, cover or alert, as a swipe or Escape would.
  public var dismiss: (@MainActor () -> Void)?
  /// Deletes a row.
  public var delete: (@MainActor () -> Void)?
  /// Moves a row to another position among its siblings.
  public var move: (@MainActor (_ destination: Int) -> Void)?
  /// Pops a navigation stack back to a depth (0: the root).
  public var pop: (@MainActor (_ depth: Int) -> Void)?
  /// Refreshes a list's content (pull to refresh).
  public var refresh: (@MainActor () async -> Void)?
  /// Selects a tab.
  public var select: (@MainActor (_ index: Int) -> Void)?

  public init() {}
}
