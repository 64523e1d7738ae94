#if !canImport(Darwin)
  extension StackState {
    /// The stack as a navigation path: what a `NavigationStack` driven by a store of the stack
    /// reads and writes (see `NavigationStack.init(path:root:destination:)`).
    var path: PathView {
      get { PathView(base: self) }
      set { self = newValue.base }
    }

    /// An element of a stack with its id: what a navigation stack's path holds.
    public struct Component: Hashable {
      /// The element's id.
      public let id: StackElementID
      /// The element's state.
      public var element: Element

      /// An element with its id.
      public init(id: StackElementID, element: Element) {
        self.id = id
        self.element = element
      }

      /// Two components are the same when their ids are: the screen of an element stays the
      /// same screen while its state changes.
      public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.id == rhs.id
      }

      public func hash(into hasher: inout Hasher) {
        hasher.combine(self.id)
      }
    }

    /// The elements of a stack with their ids, as a collection a navigation stack's path can
    /// be.
    public struct PathView: MutableCollection, RandomAccessCollection,
      RangeReplaceableCollection
    {
      var base: StackState

      public var startIndex: Int { self.base.startIndex }
      public var endIndex: Int { self.base.endIndex }
      public func index(after index: Int) -> Int { self.base.index(after: index) }
      public func index(before index: Int) -> Int { self.base.index(before: index) }

      public subscript(position: Int) -> Component {
        get { Component(id: self.base.ids[position], element: self.base[position]) }
        set { self.base[id: newValue.id] = newValue.element }
      }

      init(base: StackState) {
        self.base = base
      }

      public init() {
        self.init(base: StackState())
      }

      public mutating func replaceSubrange(
        _ subrange: Range<Int>,
        with newElements: some Collection<Component>
      ) {
        var elements = Array(zip(self.base.ids, self.base.elements.values))
        elements.replaceSubrange(
          subrange,
          with: newElements.map { ($0.id, $0.element) }
        )
        var stack = StackState()
        for (id, element) in elements {
          stack.elements[id] = element
        }
        self.base = stack
      }
    }
  }
#endif
