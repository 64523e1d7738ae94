#if !canImport(SwiftUI)
  @testable import ComposableArchitecture
  import Testing

  // What the public behaviour can't show: that a `sending` binding embeds through the case's
  // constructor when it can, and through the case path when it can't.

  @Reducer
  private struct Console {
    @ObservableState
    struct State: Equatable {
      var level = 0.0
    }

    enum Action: Equatable {
      case levelChanged(Double)
      case moved(x: Double, y: Double)
      case view(View)

      @CasePathable
      enum View: Equatable {
        case levelChanged(Double)
      }
    }

    var body: some ReducerOf<Self> {
      EmptyReducer()
    }
  }

  struct BindingsInternalsTests {
    @Test func aSingleCaseOfAFeaturesActionEmbedsThroughItsConstructor() {
      let embed = _CaseEmbedder<Console.Action, Double>(\.levelChanged)
      #expect(embed(0.5) == .levelChanged(0.5))
      #expect(embed.accessors?.isTheCasesOwn == true)
      #expect(embed(0.75) == .levelChanged(0.75))
    }

    @Test func aNestedCaseEmbedsThroughItsCasePath() {
      let embed = _CaseEmbedder<Console.Action, Double>(\.view.levelChanged)
      #expect(embed(0.5) == .view(.levelChanged(0.5)))
      #expect(embed.accessors?.isTheCasesOwn == false)
      #expect(embed(0.75) == .view(.levelChanged(0.75)))
    }

    @Test func aCaseWithTwoValuesEmbedsThroughItsCasePath() {
      let embed = _CaseEmbedder<Console.Action, (x: Double, y: Double)>(\.moved)
      #expect(embed((x: 1, y: 2)) == .moved(x: 1, y: 2))
      #expect(embed.accessors?.isTheCasesOwn == false)
      #expect(embed((x: 3, y: 4)) == .moved(x: 3, y: 4))
    }

    @Test func eachBindingActionCarriesAWriteOfItsOwn() {
      let first = BindingAction<Console.State>.set(\.level, 1)
      let second = BindingAction<Console.State>.set(\.level, 1)
      #expect(first == second)
      #expect(first.write !== second.write)
    }
  }
#endif
