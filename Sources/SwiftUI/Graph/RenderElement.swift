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
  ///
  /// The cases whose descriptions are large are `indirect`, so that an element takes the room
  /// of what it is rather than of the largest description (a page keeps every element).
  public enum Kind: Equatable {
    /// The root of a graph: the page, or the screen.
    case root
    /// Text.
    case text(ResolvedText)
    /// An image: a symbol, or a named image.
    indirect case image(ImageDescription)
    /// A shape filled or stroked.
    indirect case shape(ShapeDescription)
    /// A color that fills its space.
    case color(Color)
    /// Views side by side, one above another, or on top of each other.
    indirect case stack(StackDescription)
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
    indirect case button(ButtonDescription)
    /// A text field; its children are its label.
    indirect case textField(TextFieldDescription)
    /// A switch; its children are its label.
    indirect case toggle(ToggleDescription)
    /// A picker; its children are the ``slot(_:)``s "label" and "content", whose ``option(_:)``
    /// descendants are the choices.
    case picker(PickerDescription)
    /// A choice of a picker; its children are its label.
    case option(OptionDescription)
    /// A stepper; its children are its label.
    case stepper(StepperDescription)
    /// A slider; its children are its label.
    indirect case slider(SliderDescription)
    /// A date picker; its children are its label.
    indirect case datePicker(DatePickerDescription)
    /// A progress indicator; its children are its label.
    indirect case progressView(ProgressDescription)
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
    indirect case decoration(Decoration)
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
    /// children are the ``slot(_:)`` "content" and, while presented, a ``presented(isDismissable:)``.
    case presentation(PresentationDescription)
    /// What a presentation shows while presented (its "presented" part); its children are the
    /// presented view. `isDismissable` is false under `.interactiveDismissDisabled()`.
    case presented(isDismissable: Bool)
    /// Content that presents an alert or a confirmation dialog; its children are the
    /// ``slot(_:)``s "content" and, while presented, "dialog", whose children are the slots
    /// "message" (if there is one) and "actions".
    case alert(AlertDescription)
    /// A row of a ``ForEach`` that can be deleted or moved.
    case row(RowDescription)
    /// The end of the rows shown of a ``ForEach`` in a lazy container (a list, a form, a lazy
    /// stack) that has more: its ``RenderActions/showMore`` shows the next ones. A renderer
    /// calls it when the element comes into view.
    case moreRows
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
///
/// Most elements have no action and a control has one or two, so only the actions set are
/// stored: a page keeps every element it shows.
@_spi(Rendering)
public struct RenderActions {
  /// The actions set, by name: at most one of each.
  private var handlers: [(name: Name, handler: Any)] = []

  public init() {}

  private enum Name {
    case press, setText, setBool, setNumber, setDate, increment, decrement, submit, setFocus
    case dismiss, delete, move, pop, refresh, select, showMore
  }

  private subscript<Handler>(name: Name) -> Handler? {
    get {
      self.handlers.first { $0.name == name }.flatMap { $0.handler as? Handler }
    }
    set {
      self.handlers.removeAll { $0.name == name }
      if let newValue {
        self.handlers.append((name, newValue))
      }
    }
  }

  /// Presses a button, link, option or navigation link.
  public var press: (@MainActor () -> Void)? {
    get { self[.press] }
    set { self[.press] = newValue }
  }

  /// Writes the text of a text field.
  public var setText: (@MainActor (String) -> Void)? {
    get { self[.setText] }
    set { self[.setText] = newValue }
  }

  /// Turns a toggle on or off, or expands a disclosure group.
  public var setBool: (@MainActor (Bool) -> Void)? {
    get { self[.setBool] }
    set { self[.setBool] = newValue }
  }

  /// Writes the value of a slider.
  public var setNumber: (@MainActor (Double) -> Void)? {
    get { self[.setNumber] }
    set { self[.setNumber] = newValue }
  }

  /// Writes the date of a date picker.
  public var setDate: (@MainActor (Date) -> Void)? {
    get { self[.setDate] }
    set { self[.setDate] = newValue }
  }

  /// Steps a stepper up.
  public var increment: (@MainActor () -> Void)? {
    get { self[.increment] }
    set { self[.increment] = newValue }
  }

  /// Steps a stepper down.
  public var decrement: (@MainActor () -> Void)? {
    get { self[.decrement] }
    set { self[.decrement] = newValue }
  }

  /// Submits a text field (Return).
  public var submit: (@MainActor () -> Void)? {
    get { self[.submit] }
    set { self[.submit] = newValue }
  }

  /// Tells a control that it gained (`true`) or lost focus.
  public var setFocus: (@MainActor (Bool) -> Void)? {
    get { self[.setFocus] }
    set { self[.setFocus] = newValue }
  }

  /// Dismisses a sheet, popover, cover or alert, as a swipe or Escape would.
  public var dismiss: (@MainActor () -> Void)? {
    get { self[.dismiss] }
    set { self[.dismiss] = newValue }
  }

  /// Deletes a row.
  public var delete: (@MainActor () -> Void)? {
    get { self[.delete] }
    set { self[.delete] = newValue }
  }

  /// Moves a row to another position among its siblings.
  public var move: (@MainActor (_ destination: Int) -> Void)? {
    get { self[.move] }
    set { self[.move] = newValue }
  }

  /// Pops a navigation stack back to a depth (0: the root).
  public var pop: (@MainActor (_ depth: Int) -> Void)? {
    get { self[.pop] }
    set { self[.pop] = newValue }
  }

  /// Refreshes a list's content (pull to refresh).
  public var refresh: (@MainActor () async -> Void)? {
    get { self[.refresh] }
    set { self[.refresh] = newValue }
  }

  /// Shows more rows of a list: the next page of a ``ForEach`` in a lazy container.
  public var showMore: (@MainActor () -> Void)? {
    get { self[.showMore] }
    set { self[.showMore] = newValue }
  }

  /// Selects a tab.
  public var select: (@MainActor (_ index: Int) -> Void)? {
    get { self[.select] }
    set { self[.select] = newValue }
  }
}
