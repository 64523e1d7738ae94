/// Views made from the elements of a collection, each identified by an ID: SwiftUI's `ForEach`.
///
/// ```swift
/// ForEach(store.scope(state: \.todos, action: \.todos)) { todoStore in
///   TodoView(store: todoStore)
/// }
/// ForEach(Digest.allCases, id: \.self) { digest in
///   Text(digest.title).tag(digest)
/// }
/// ```
///
/// An element keeps its views' state (`@State`, tasks, focus) for as long as its ID stays in
/// the collection, wherever it moves.
///
/// In a `List`, a `Form`, a `LazyVStack` or a lazy grid, rows are made as they come into view,
/// as in SwiftUI: the first 50, then 50 more each time the person reaches the last one shown.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Makes the views of an element.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

extension ForEach where Content: View {
  /// Views for the elements of a collection of identifiable elements.
  public init(
    _ data: Data,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) where Data.Element: Identifiable, ID == Data.Element.ID {
    self.data = data
    self.content = content
    self.id = { $0.id }
  }

  /// Views for the elements of a collection, identified by a key path.
  public init(
    _ data: Data,
    id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  /// Views for a range of integers, identified by themselves.
  public init(
    _ data: Range<Int>,
    @ViewBuilder content: @escaping (Int) -> Content
  ) where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
    self.id = { $0 }
  }

  /// Views for the elements of a collection bound with a binding: each gets a binding to its
  /// element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where C.Element: Identifiable, ID == C.Element.ID, Data == IndexedIdentifierCollection<C, ID> {
    self.init(data, id: \.id, content: content)
  }

  /// Views for the elements of a collection bound with a binding, identified by a key path:
  /// each gets a binding to its element.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>,
    id: KeyPath<C.Element, ID>,
    @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == IndexedIdentifierCollection<C, ID> {
    self.data = IndexedIdentifierCollection(base: data.wrappedValue, id: id)
    self.content = { element in
      content(
        Binding(
          get: {
            let collection = data.wrappedValue
            if collection.indices.contains(element.index),
              collection[element.index][keyPath: id] == element.id
            {
              return collection[element.index]
            }
            // The element moved or went away: find it by its ID, else show what it was.
            return collection.first { $0[keyPath: id] == element.id } ?? element.value
          },
          set: { newValue in
            var collection = data.wrappedValue
            guard
              let index = collection.indices.first(where: {
                collection[$0][keyPath: id] == element.id
              })
            else { return }
            collection[index] = newValue
            data.wrappedValue = collection
          }
        )
      )
    }
    self.id = { $0.id }
  }
}

/// The elements of a bound collection with their positions and IDs: the data of a ``ForEach``
/// over a binding.
public struct IndexedIdentifierCollection<Base: RandomAccessCollection, ID: Hashable>:
  RandomAccessCollection
{
  /// An element with its position and ID.
  public struct Element {
    public let index: Base.Index
    public let id: ID
    let value: Base.Element
  }

  let base: Base
  let idKeyPath: KeyPath<Base.Element, ID>

  init(base: Base, id: KeyPath<Base.Element, ID>) {
    self.base = base
    self.idKeyPath = id
  }

  public var startIndex: Base.Index { self.base.startIndex }
  public var endIndex: Base.Index { self.base.endIndex }

  public func index(after index: Base.Index) -> Base.Index {
    self.base.index(after: index)
  }

  public func index(before index: Base.Index) -> Base.Index {
    self.base.index(before: index)
  }

  public subscript(position: Base.Index) -> Element {
    let value = self.base[position]
    return Element(index: position, id: value[keyPath: self.idKeyPath], value: value)
  }
}

extension ForEach: View where Content: View {
  public var body: Never { _primitiveBody() }
}

extension ForEach: _PrimitiveView where Content: View {
  func _resolve(_ resolution: inout ViewResolution) {
    let editing = resolution.environment[RowEditingKey.self]
    if editing != nil {
      // The rows' actions are this ForEach's, not those of a ForEach inside a row.
      resolution.childEnvironment[RowEditingKey.self] = nil
    }
    // In a lazy container, only the rows shown are made (see `LazyRows`).
    let lazyRows = LazyRows.of(resolution.node)
    let count = self.data.count
    let shown = min(count, lazyRows?.count ?? count)
    resolution.children.reserveCapacity(shown + 1)
    for (index, element) in self.data.prefix(shown).enumerated() {
      let view = self.content(element)
      let key = ViewChildKey.id(AnyHashable(self.id(element)))
      if let editing {
        resolution.add(RowView(index: index, editing: editing, content: view), key)
      } else {
        resolution.add(view, key)
      }
    }
    if shown < count, let lazyRows {
      resolution.add(MoreRowsView(rows: lazyRows), .slot("more"))
    }
  }
}
