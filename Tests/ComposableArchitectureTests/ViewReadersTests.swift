import ComposableArchitecture
import Foundation
@_spi(Rendering) import SwiftUI
import Testing

// What a store's state and a `@State` keep of the view graph nodes that read them instead of
// Observation's tracking: one read per node and property, forgotten once the property changes,
// and swept once the nodes that made them left their graph.

/// A value that keeps its readers as a store's state does.
private final class ReadModel: Sendable {
  let readers = _ViewReaders()
  private let storage = LockIsolated(["count": 0, "other": 0])

  func read(_ name: String) -> Int {
    _ = self.readers.recordRead(of: Self.keyPath(name))
    return self.storage.value[name]!
  }

  func write(_ name: String, _ value: Int) {
    self.readers.willChange(Self.keyPath(name))
    self.storage.withValue { $0[name] = value }
  }

  static func keyPath(_ name: String) -> AnyKeyPath {
    name == "count" ? \ReadModel.countKey : \ReadModel.otherKey
  }

  var countKey: Void { () }
  var otherKey: Void { () }
}

private struct CountView: View {
  let model: ReadModel

  var body: some View {
    // Read twice: one read is kept.
    _ = self.model.read("count")
    return Text("Count: \(self.model.read("count"))")
  }
}

private struct BothView: View {
  let model: ReadModel

  var body: some View {
    Text("\(self.model.read("count")) and \(self.model.read("other"))")
  }
}

private struct RowsView: View {
  let model: ReadModel

  var body: some View {
    VStack {
      if self.model.read("other") == 1 {
        ForEach(0..<10, id: \.self) { index in
          CountView(model: self.model)
        }
      }
    }
  }
}

@MainActor
@Suite struct ViewReadersTests {
  @Test func aNodeReadingAPropertyIsKeptOnceAndForgottenWhenItChanges() {
    let model = ReadModel()
    let graph = ViewGraph(CountView(model: model))
    graph.update()
    #expect(graph.root.shownTexts == ["Count: 0"])
    #expect(model.readers.count == 1)

    // A property no node read changes nothing.
    model.write("other", 5)
    #expect(!graph.needsUpdate)
    #expect(model.readers.count == 1)

    model.write("count", 1)
    #expect(graph.needsUpdate)
    #expect(model.readers.count == 0)
    graph.update()
    #expect(graph.root.shownTexts == ["Count: 1"])
    #expect(model.readers.count == 1)
  }

  @Test func aBodyThatRunsAgainDoesNotPileUpItsReads() {
    let model = ReadModel()
    let graph = ViewGraph(BothView(model: model))
    graph.update()
    #expect(model.readers.count == 2)
    // Each run reads "other" again while its first read is still kept.
    for value in 1...50 {
      model.write("count", value)
      graph.update()
      #expect(model.readers.count <= 16)
    }
    #expect(graph.root.shownTexts == ["50 and 0"])
    model.write("other", 1)
    graph.update()
    #expect(graph.root.shownTexts == ["50 and 1"])
  }

  @Test func aReadOutsideOfAGraphUpdateIsLeftToObservation() {
    let model = ReadModel()
    #expect(!model.readers.recordRead(of: ReadModel.keyPath("count")))
    #expect(model.readers.count == 0)
  }

  @Test func aChangeOnAnotherThreadMarksTheNodeOnTheMainActor() async throws {
    let model = ReadModel()
    let graph = ViewGraph(CountView(model: model))
    graph.update()
    await Task.detached {
      model.write("count", 7)
    }.value
    for _ in 0..<200 where !graph.needsUpdate {
      try await Task.sleep(for: .milliseconds(5))
    }
    #expect(graph.needsUpdate)
    graph.update()
    #expect(graph.root.shownTexts == ["Count: 7"])
  }

  @Test func theReadsOfNodesThatLeftTheirGraphAreSwept() {
    let model = ReadModel()
    model.write("other", 1)
    let graph = ViewGraph(RowsView(model: model))
    graph.update()
    #expect(graph.root.shownTexts.count == 10)
    #expect(model.readers.count == 11)
    // Ten rows shown, then not, twenty times: the reads of the rows that went away don't pile
    // up (at most twice those of the nodes alive, or 16).
    for round in 0..<40 {
      model.write("other", round % 2)
      graph.update()
      #expect(model.readers.count <= 2 * 11 + 16)
    }
    #expect(graph.root.shownTexts.count == 10)
  }

  @Test func anObserveStartedFromABodyTracksItsOwnReads() {
    let store = Store(initialState: ReadersFeature.State()) { ReadersFeature() }
    let holder = ObserveHolder()
    let graph = ViewGraph(ObservingView(store: store, holder: holder))
    graph.update()
    #expect(holder.seen == [0])
    store.send(.increment)
    // The observation runs again. (The view is updated too, as on Apple's platforms:
    // Observation adds what a tracking inside another reads to the outer one's.)
    #expect(holder.seen == [0, 1])
  }

  @Test func storeFieldsReadByABodyAreNotTrackedByObservation() {
    let store = Store(initialState: ReadersFeature.State()) { ReadersFeature() }
    let graph = ViewGraph(ReadersFeatureView(store: store))
    let observationToldOfAChange = LockIsolated(false)
    _ = withObservationTracking {
      graph.update()
    } onChange: {
      observationToldOfAChange.setValue(true)
    }
    store.send(.increment)
    // The graph hears of the change, from the state itself, and Observation had nothing to
    // track: the body's reads were the state's to keep.
    #expect(graph.needsUpdate)
    #expect(!observationToldOfAChange.value)
    graph.update()
    #expect(graph.root.shownTexts == ["Count: 1"])
  }
}

/// Starts an `observe` from a body, once.
@MainActor
private final class ObserveHolder {
  var token: ObserveToken?
  var seen: [Int] = []
}

private struct ObservingView: View {
  let store: StoreOf<ReadersFeature>
  let holder: ObserveHolder

  var body: some View {
    if self.holder.token == nil {
      self.holder.token = observe { [holder, store] in
        holder.seen.append(store.count)
      }
    }
    return Text("Observing")
  }
}

@Reducer
private struct ReadersFeature {
  @ObservableState
  struct State: Equatable {
    var count = 0
  }
  enum Action {
    case increment
  }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.count += 1
      return .none
    }
  }
}

private struct ReadersFeatureView: View {
  let store: StoreOf<ReadersFeature>

  var body: some View {
    Text("Count: \(self.store.count)")
  }
}
