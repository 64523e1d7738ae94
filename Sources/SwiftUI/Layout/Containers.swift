/// Grouped controls, as in a settings screen: SwiftUI's `Form`.
public struct Form<Content: View>: View, _PrimitiveView {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    resolution.element = RenderElement(.form(resolution.environment.controlStyle("form")))
    resolution.add(self.content, .index(0))
  }
}

/// A section of a form or list, with a header and a footer: SwiftUI's `Section`.
public struct Section<Parent, Content, Footer> {
  let header: Parent
  let content: Content
  let footer: Footer
  let isExpanded: Binding<Bool>?
}

extension Section where Parent: View, Content: View, Footer: View {
  /// A section with a header and a footer.
  public init(
    @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.header = header()
    self.content = content()
    self.footer = footer()
    self.isExpanded = nil
  }

  /// A section with a header and a footer (deprecated in SwiftUI).
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.header = header
    self.content = content()
    self.footer = footer
    self.isExpanded = nil
  }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
  /// A section without a header or footer.
  public init(@ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: EmptyView(), content: content)
  }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
  /// A section with a header.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(header: header(), footer: EmptyView(), content: content)
  }

  /// A section with a header (deprecated in SwiftUI).
  public init(header: Parent, @ViewBuilder content: () -> Content) {
    self.init(header: header, footer: EmptyView(), content: content)
  }

  /// A section with a header that can be collapsed, expanded when a binding says so.
  public init(
    isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content,
    @ViewBuilder header: () -> Parent
  ) {
    self.header = header()
    self.content = content()
    self.footer = EmptyView()
    self.isExpanded = isExpanded
  }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
  /// A section with a footer.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(header: EmptyView(), footer: footer(), content: content)
  }

  /// A section with a footer (deprecated in SwiftUI).
  public init(footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(header: EmptyView(), footer: footer, content: content)
  }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
  /// A section titled with a localized key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(header: Text(titleKey), footer: EmptyView(), content: content)
  }

  /// A section titled with a string.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
    self.init(header: Text(title), footer: EmptyView(), content: content)
  }

  /// A section titled with a localized key that can be collapsed.
  public init(
    _ titleKey: LocalizedStringKey,
    isExpanded: Binding<Bool>,
    @ViewBuilder content: () -> Content
  ) {
    self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
  }
}

extension Section: View where Parent: View, Content: View, Footer: View {
  public var body: Never { _primitiveBody() }
}

extension Section: _PrimitiveView where Parent: View, Content: View, Footer: View {
  func _resolve(_ resolution: inout ViewResolution) {
    var description = SectionDescription()
    var actions = RenderActions()
    var isExpanded = true
    if let binding = self.isExpanded {
      isExpanded = binding.wrappedValue
      description.isCollapsible = true
      description.isExpanded = isExpanded
      actions.setBool = { binding.wrappedValue = $0 }
    }
    resolution.element = RenderElement(.section(description), actions: actions)
    // A header or footer that shows nothing (none given, an `if` that is false) takes no room.
    if !EmptyContent.showsNothing(self.header) {
      var headerEnvironment = resolution.childEnvironment
      headerEnvironment._isHeader = true
      resolution.addSlot("header", self.header, environment: headerEnvironment)
    }
    if isExpanded {
      resolution.addSlot("content", self.content)
    }
    if !EmptyContent.showsNothing(self.footer) {
      resolution.addSlot("footer", self.footer)
    }
  }
}

/// Rows in a column: SwiftUI's `List`.
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
  let content: Content

  public var body: Never { _primitiveBody() }

  func _resolve(_ resolution: inout ViewResolution) {
    let environment = resolution.environment
    resolution.element = RenderElement(
      .list(
        ListDescription(
          style: environment.controlStyle("list"),
          isEditing: environment.editMode?.wrappedValue.isEditing ?? false,
          isRefreshable: environment.refresh != nil
        )
      ),
      actions: {
        var actions = RenderActions()
        if let refresh = environment.refresh {
          actions.refresh = { await refresh() }
        }
        return actions
      }()
    )
    resolution.add(self.content, .index(0))
  }
}

extension List where SelectionValue == Never {
  /// A list of views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list of rows made from the elements of a collection of identifiable elements.
  public init<Data: RandomAccessCollection, RowContent: View>(
    _ data: Data,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
    self.content = ForEach(data, content: rowContent)
  }

  /// A list of rows made from the elements of a collection, identified by a key path.
  public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  ) where Content == ForEach<Data, ID, RowContent> {
    self.content = ForEach(data, id: id, content: rowContent)
  }

  /// A list of rows made from a range of integers.
  public init<RowContent: View>(
    _ data: Range<Int>,
    @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, RowContent> {
    self.content = ForEach(data, content: rowContent)
  }
}

extension List {
  /// A list whose rows can be selected: selection isn't shown here.
  public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A list whose rows can be selected: selection isn't shown here.
  public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
    self.content = content()
  }
}

/// A box around related views, with a label: SwiftUI's `GroupBox`.
public struct GroupBox<Label: View, Content: View>: View {
  let label: Label
  let content: Content

  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.content = content()
    self.label = label()
  }

  public var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      self.label.font(.headline)
      self.content
    }
    .padding()
    .background(Color.gray.opacity(0.12))
    .cornerRadius(8)
  }
}

extension GroupBox where Label == EmptyView {
  public init(@ViewBuilder content: () -> Content) {
    self.init(content: content) { EmptyView() }
  }
}

extension GroupBox where Label == Text {
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(content: content) { Text(titleKey) }
  }
}

/// Controls grouped together: SwiftUI's `ControlGroup`, shown as a row.
public struct ControlGroup<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    HStack { self.content }
  }
}

/// The first of several views that fits: SwiftUI's `ViewThatFits`; the first, here.
public struct ViewThatFits<Content: View>: View {
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    self.content
  }
}
