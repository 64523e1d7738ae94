extension Binding: DynamicProperty, _PlainValue {}

extension Binding: Identifiable where Value: Identifiable {
  /// The identifier of the value.
  public var id: Value.ID {
    self.wrappedValue.id
  }
}

extension Binding: Sequence where Value: MutableCollection {
  public typealias Element = Binding<Value.Element>
  public typealias Iterator = IndexingIterator<Binding<Value>>
  public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
  public typealias Index = Value.Index
  public typealias Indices = Value.Indices

  public var startIndex: Index { self.wrappedValue.startIndex }
  public var endIndex: Index { self.wrappedValue.endIndex }
  public var indices: Indices { self.wrappedValue.indices }

  public func index(after index: Index) -> Index {
    self.wrappedValue.index(after: index)
  }

  public func formIndex(after index: inout Index) {
    self.wrappedValue.formIndex(after: &index)
  }

  /// A binding to the element at a position.
  public subscript(position: Index) -> Binding<Value.Element> {
    Binding<Value.Element>(
      get: { self.wrappedValue[position] },
      set: { self.wrappedValue[position] = $0 }
    )
  }
}

extension Binding: BidirectionalCollection
where Value: BidirectionalCollection & MutableCollection {
  public func index(before index: Index) -> Index {
    self.wrappedValue.index(before: index)
  }

  public func formIndex(before index: inout Index) {
    self.wrappedValue.formIndex(before: &index)
  }
}

extension Binding: RandomAccessCollection
where Value: RandomAccessCollection & MutableCollection {}
