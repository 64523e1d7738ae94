#if !canImport(Darwin)
  import ComposableArchitecture
  import Foundation
  @_spi(Rendering) import SwiftUI
  import Testing

  // The older SwiftUI views of TCA (WithViewStore, IfLetStore, ForEachStore, SwitchStore and
  // CaseLet, NavigationStackStore, NavigationLinkStore, the presentation modifiers of stores),
  // rendered through a view graph (or a page's session) as a page would render them: what they
  // show, when their bodies run again, and what the controls they show send to the store. The
  // features and views are in LegacySwiftUIViewsFixtures.swift.
  //
  // The tests use the deprecated API they exercise, so they are deprecated: a deprecated context
  // uses deprecated API without a warning (and Swift Testing runs deprecated tests, not the tests
  // of a deprecated suite).

  @MainActor
  @Suite struct LegacySwiftUIViewsTests {
    @Test @available(*, deprecated)
    func withViewStoreRerendersForObservedStateAndNotForTheRest() {
      let store = Store(initialState: ViewsCounter.State()) { ViewsCounter() }
      let view = ViewsCounterView(store: store)
      let screen = ViewsScreen(view)
      #expect(screen.texts == ["Count: 0", "Increment"])
      #expect(view.runs.count == 1)

      store.send(.nameChanged("Blob"))
      screen.update()
      #expect(view.runs.count == 1)

      screen.press("Increment")
      #expect(store.state.count == 1)
      #expect(screen.texts == ["Count: 1", "Increment"])
      #expect(view.runs.count == 2)
    }

    @Test @available(*, deprecated)
    func withViewStoreContentMayBranchOnTheViewState() {
      let store = Store(initialState: ViewsCounter.State()) { ViewsCounter() }
      let screen = ViewsScreen(ViewsParityView(store: store))
      #expect(screen.texts == ["Even", "Increment"])

      screen.press("Increment")
      #expect(screen.texts == ["Odd", "Increment"])

      screen.press("Increment")
      #expect(screen.texts == ["Even", "Increment"])
    }

    @Test @available(*, deprecated)
    func withViewStorePrintingItsChangesStillShowsAndFollowsTheState() {
      let store = Store(initialState: ViewsCounter.State()) { ViewsCounter() }
      let screen = ViewsScreen(
        WithViewStore(store, observe: \.count) { viewStore in
          Text("Count: \(viewStore.state)")
        }
        ._printChanges("Counter")
      )
      #expect(screen.texts == ["Count: 0"])

      store.send(.incrementButtonTapped)
      screen.update()
      #expect(screen.texts == ["Count: 1"])
    }

    @Test @available(*, deprecated)
    func aPageShowsTheOlderViewsAndSendsTheirControlsEventsToTheStore() throws {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let page = ViewsPage()
      let session = RemoteViewSession { ViewsParentView(store: store) } send: {
        page.messages.append($0)
      }
      session.start()
      defer { session.stop() }
      #expect(page.html.contains(">No child<"))

      let toggle = try #require(page.address(of: "Toggle child"))
      session.receive(#"{"control":"\#(toggle)","event":"press","seq":1}"#)
      #expect(store.state.child?.count == 100)
      #expect(page.messages.count == 2)
      #expect(page.messages.last?.contains("Count: 100") == true)
      #expect(page.messages.last?.contains("No child") == false)
    }

    @Test @available(*, deprecated)
    func ifLetStoreShowsItsThenContentWhileStateIsPresentAndElseContentOtherwise() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsParentView(store: store))
      #expect(screen.texts == ["No child", "Toggle child"])

      screen.press("Toggle child")
      #expect(screen.texts == ["Count: 100", "Increment", "Toggle child"])

      screen.press("Increment")
      #expect(store.state.child?.count == 101)
      #expect(screen.texts == ["Count: 101", "Increment", "Toggle child"])

      screen.press("Toggle child")
      #expect(screen.texts == ["No child", "Toggle child"])
    }

    @Test @available(*, deprecated)
    func forEachStoreShowsARowPerElementAndARowSendsItsElementsAction() {
      let store = Store(
        initialState: ViewsParent.State(rows: [ViewsCounter.State(id: 1), ViewsCounter.State(id: 2)])
      ) {
        ViewsParent()
      }
      let screen = ViewsScreen(ViewsRowsView(store: store))
      #expect(screen.texts == ["Row 1: 0", "Row 2: 0"])

      screen.press("Row 2: 0")
      #expect(store.state.rows.map(\.count) == [0, 1])
      #expect(screen.texts == ["Row 1: 0", "Row 2: 1"])

      // A row's delete action reaches the `onDelete` of the `ForEachStore`, with the row's
      // position.
      let rows = screen.nodes.filter {
        if case .row? = $0.element?.kind { return true }
        return false
      }
      #expect(rows.count == 2)
      rows.first?.element?.actions.delete?()
      screen.update()
      #expect(store.state.deletedRows == [1])
      #expect(screen.texts == ["Row 2: 1"])
    }

    @Test @available(*, deprecated)
    func switchStoreShowsTheViewOfTheCaseAndChangesWithTheCase() {
      let store = Store(initialState: ViewsSession.State.loggedOut(ViewsCounter.State())) { ViewsSession() }
      let screen = ViewsScreen(ViewsSessionView(store: store))
      #expect(screen.texts == ["Log in"])

      screen.press("Log in")
      #expect(screen.texts == ["Welcome", "Count: 1", "Increment", "Log out"])

      screen.press("Increment")
      #expect(store.state == .loggedIn(ViewsCounter.State(count: 2)))
      #expect(screen.texts == ["Welcome", "Count: 2", "Increment", "Log out"])

      screen.press("Log out")
      #expect(screen.texts == ["Log in"])
    }

    @Test @available(*, deprecated)
    func aCaseLetOfAnotherCaseShowsAWarningAndReportsIt() {
      let store = Store(initialState: ViewsSession.State.loggedOut(ViewsCounter.State())) { ViewsSession() }
      withKnownIssue {
        let screen = ViewsScreen(ViewsMismatchView(store: store))
        #expect(!screen.texts.contains("Welcome"))
        #expect(
          screen.texts.contains { $0.contains("encountered when state was set to another case") }
        )
      } matching: { issue in
        issue.description.contains("CaseLet")
      }
    }

    @Test @available(*, deprecated)
    func aSheetShowsThePresentedChildAndDismissingItSendsDismiss() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsPresentingView(store: store))
      #expect(!screen.texts.contains("Count: 10"))

      screen.press("Show sheet")
      #expect(screen.texts.contains("Count: 10"))

      screen.press("Increment")
      #expect(store.state.sheet?.count == 11)
      #expect(screen.texts.contains("Count: 11"))

      screen.perform(\.dismiss) { $0() }
      #expect(store.state.dismissals == 1)
      #expect(store.state.sheet == nil)
      #expect(!screen.texts.contains("Count: 11"))
    }

    @Test(arguments: ViewsPresentationStyle.allCases) @available(*, deprecated)
    func eachPresentationOfAStoreShowsTheChildAndDismissingItSendsDismiss(
      style: ViewsPresentationStyle
    ) {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsCoverView(store: store, style: style))
      let presentations = screen.nodes.compactMap { node -> PresentationDescription? in
        guard case let .presentation(presentation)? = node.element?.kind else { return nil }
        return presentation
      }
      #expect(presentations.map(\.style) == [style.rawValue])
      #expect(screen.texts == ["Show sheet"])

      screen.press("Show sheet")
      #expect(screen.texts == ["Show sheet", "Count: 10", "Increment"])

      screen.press("Increment")
      #expect(store.state.sheet?.count == 11)

      screen.perform(\.dismiss) { $0() }
      #expect(store.state.dismissals == 1)
      #expect(store.state.sheet == nil)
      #expect(screen.texts == ["Show sheet"])
    }

    @Test @available(*, deprecated)
    func anAlertsButtonsSendTheirActions() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsPresentingView(store: store))
      #expect(screen.alerts == [])

      screen.press("Delete")
      #expect(screen.alerts == ["Delete?"])
      #expect(screen.texts.suffix(3) == ["This cannot be undone.", "Confirm", "Nevermind"])

      screen.press("Confirm")
      #expect(store.state.deletions == 1)
      #expect(store.state.dismissals == 0)
      #expect(store.state.alert == nil)
      #expect(screen.alerts == [])
      #expect(!screen.texts.contains("Confirm"))
    }

    @Test @available(*, deprecated)
    func dismissingAnAlertSendsDismiss() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsPresentingView(store: store))

      screen.press("Delete")
      #expect(screen.alerts == ["Delete?"])
      screen.perform(\.dismiss) { $0() }
      #expect(store.state.dismissals == 1)
      #expect(store.state.deletions == 0)
      #expect(store.state.alert == nil)
      #expect(screen.alerts == [])
    }

    @Test @available(*, deprecated)
    func aConfirmationDialogsButtonsSendTheirActions() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsPresentingView(store: store))

      screen.press("Dialog")
      #expect(screen.alerts == ["Delete everything?"])

      screen.press("Erase")
      #expect(store.state.deletions == 1)
      #expect(store.state.dismissals == 0)
      #expect(store.state.dialog == nil)
      #expect(screen.alerts == [])
    }

    @Test @available(*, deprecated)
    func anAlertOfTheOldAlertTypeSendsItsButtonsActionsAndDismissesWithoutOne() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsOlderPresentingView(store: store))

      screen.press("Delete")
      #expect(screen.alerts == ["Delete?"])
      screen.press("Confirm")
      #expect(store.state.deletions == 1)
      #expect(store.state.dismissals == 0)
      #expect(screen.alerts == [])

      screen.press("Delete")
      screen.press("Nevermind")
      #expect(store.state.deletions == 1)
      #expect(store.state.dismissals == 1)
      #expect(store.state.alert == nil)
      #expect(screen.alerts == [])
    }

    @Test @available(*, deprecated)
    func anActionSheetSendsItsButtonsActions() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsOlderPresentingView(store: store))

      screen.press("Dialog")
      #expect(screen.alerts == ["Delete everything?"])
      screen.press("Erase")
      #expect(store.state.deletions == 1)
      #expect(store.state.dialog == nil)
      #expect(screen.alerts == [])
    }

    @Test @available(*, deprecated)
    func navigationDestinationOfAStorePushesThePresentedChildAndPoppingSendsDismiss() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsNavigationDestinationView(store: store))
      #expect(!screen.texts.contains("Count: 10"))

      screen.press("Show detail")
      #expect(screen.texts.suffix(2) == ["Count: 10", "Increment"])

      screen.press("Increment")
      #expect(store.state.sheet?.count == 11)

      screen.perform(\.pop) { $0(0) }
      #expect(store.state.dismissals == 1)
      #expect(store.state.sheet == nil)
      #expect(!screen.texts.contains("Count: 11"))
    }

    @Test @available(*, deprecated)
    func navigationLinkStoreCallsOnTapAndPushesWhileTheDestinationIsPresented() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsNavigationLinkView(store: store))

      screen.press("Open")
      #expect(store.state.sheet?.count == 10)
      #expect(screen.texts.contains("Count: 10"))

      screen.perform(\.pop) { $0(0) }
      #expect(store.state.sheet == nil)
      #expect(!screen.texts.contains("Count: 10"))
    }

    @Test @available(*, deprecated)
    func navigationStackStorePushesAndPopsThroughStackActions() {
      let store = Store(initialState: ViewsParent.State()) { ViewsParent() }
      let screen = ViewsScreen(ViewsStackView(store: store))
      #expect(screen.texts == ["Push"])

      screen.press("Push")
      #expect(store.state.path.map(\.count) == [70])
      #expect(screen.texts.suffix(2) == ["Count: 70", "Increment"])

      screen.press("Increment")
      #expect(store.state.path.map(\.count) == [71])
      #expect(screen.texts.suffix(2) == ["Count: 71", "Increment"])

      screen.perform(\.pop) { $0(0) }
      #expect(store.state.path.isEmpty)
      #expect(screen.texts == ["Push"])
    }
  }
#endif
