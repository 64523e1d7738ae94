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
      #expect(embed.constructor == nil)

      #expect(embed(0.5) == .levelChanged(0.5))
      #expect(embed.constructor != nil)
      #expect(embed(0.75) == .levelChanged(0.75))
    }

    @Test func aNestedCaseEmbedsThroughItsCasePath() {
      let embed = _CaseEmbedder<Console.Action, Double>(\.view.levelChanged)

      #expect(embed(0.5) == .view(.levelChanged(0.5)))
      #expect(embed.constructor == nil)
      #expect(embed.casePath != nil)
      #expect(embed(0.75) == .view(.levelChanged(0.75)))
    }

    @Test func aCaseWithTwoValuesEmbedsThroughItsCasePath() {
      let embed = _CaseEmbedder<Console.Action, (x: Double, y: Double)>(\.moved)

      #expect(embed((x: 1, y: 2)) == .moved(x: 1, y: 2))
      #expect(embed.constructor == nil)
      #expect(embed((x: 3, y: 4)) == .moved(x: 3, y: 4))
    }

    @Test func theConstructorFoundForAKeyPathIsFoundAgainForAnEqualOne() {
      let first = _CaseEmbedder<Console.Action, Double>(\.levelChanged)
      _ = first(1)
      let second = _CaseEmbedder<Console.Action, Double>(\.levelChanged)
      _ = second(2)

      #expect(second.constructor != nil)
      #expect(second.casePath != nil)
    }

    @Test func aWriteIsReusedOnlyOnceNobodyHoldsIt() {
      let keyPath = \Console.State.level
      let firstWrite: ObjectIdentifier
      do {
        let first = BindingAction<Console.State>.set(keyPath, 1)
        firstWrite = ObjectIdentifier(first.write)
      }
      // Nobody holds the first action any more: its write is reused.
      let second = BindingAction<Console.State>.set(keyPath, 2)
      #expect(ObjectIdentifier(second.write) == firstWrite)
      // The second action still holds it: the third gets one of its own.
      let third = BindingAction<Console.State>.set(keyPath, 3)
      #expect(ObjectIdentifier(third.write) != firstWrite)
      #expect(second.value as? Double == 2)
      #expect(third.value as? Double == 3)
    }

    @Test func aKeyPathCacheKeepsAFullSetAndDropsItsOldestEntry() {
      // One set: every key path lands in it, whatever its hash.
      let cache = _KeyPathCache(setCount: 1)
      let keyPaths: [AnyKeyPath] = [
        \Console.State.level, \Console.State.level.sign, \String.count, \String.isEmpty,
        \Array<Int>.count,
      ]
      for keyPath in keyPaths.prefix(_KeyPathCache.ways) {
        cache.store(_KeyPathCacheEntry(keyPath: keyPath))
      }
      for keyPath in keyPaths.prefix(_KeyPathCache.ways) {
        #expect(cache.entry(for: keyPath)?.keyPath == keyPath)
      }

      cache.store(_KeyPathCacheEntry(keyPath: keyPaths[_KeyPathCache.ways]))

      #expect(cache.entry(for: keyPaths[0]) == nil)
      for keyPath in keyPaths.dropFirst() {
        #expect(cache.entry(for: keyPath)?.keyPath == keyPath)
      }
    }

    @Test func aKeyPathCacheFindsAnEqualKeyPathMadeAgain() {
      let cache = _KeyPathCache(setCount: 4)
      let made: CaseKeyPath<Console.Action, Double> = \.view.levelChanged
      cache.store(_KeyPathCacheEntry(keyPath: made))
      let madeAgain: CaseKeyPath<Console.Action, Double> = \.view.levelChanged

      #expect(cache.entry(for: madeAgain)?.keyPath === made)
    }

    @Test func writesMadeFromManyThreadsKeepTheirValues() async {
      let keyPath = \Console.State.level
      let wrongValues = await withTaskGroup(of: Int.self) { group in
        for task in 0..<8 {
          group.addTask {
            var wrong = 0
            var state = Console.State()
            for index in 0..<2_000 {
              let value = Double(task * 10_000 + index)
              let action = BindingAction<Console.State>.set(keyPath, value)
              action.apply(to: &state)
              if state.level != value || action.value as? Double != value {
                wrong += 1
              }
            }
            return wrong
          }
        }
        return await group.reduce(0, +)
      }
      #expect(wrongValues == 0)
    }
  }
#endif
