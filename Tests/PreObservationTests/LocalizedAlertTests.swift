import ComposableArchitecture
import Foundation
import XCTest

// A feature of a production app, in Swift 5 mode: its alert's text is a localized key with a
// date written by a formatter, a number written by a format style and one by a specifier.
@Reducer
struct MeetingReminder {
  struct State: Equatable {
    var alert: AlertState<Action.Alert>?
    var progress = 0.0
  }

  enum Action: Equatable {
    case alert(Alert)
    case remindTapped(Date)

    enum Alert: Equatable {
      case snooze
    }
  }

  static let relative: DateFormatter = {
    let formatter = DateFormatter()
    formatter.dateFormat = "d MMM, HH:mm"
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    return formatter
  }()

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .alert:
        return .none
      case let .remindTapped(date):
        let progress = state.progress
        state.alert = AlertState {
          TextState("Starts \(date, formatter: Self.relative)")
        } actions: {
          ButtonState(action: .snooze) {
            TextState("Snooze \(10) minutes")
          }
        } message: {
          TextState("\(progress * 100, specifier: "%.0f")% prepared, \(3, format: .number) notes")
        }
        return .none
      }
    }
  }
}

final class LocalizedAlertTests: XCTestCase {
  @MainActor
  func testAnAlertMadeOfLocalizedKeysReadsAsWritten() async {
    let store = TestStore(initialState: MeetingReminder.State(progress: 0.25)) {
      MeetingReminder()
    }
    let date = Date(timeIntervalSince1970: 1_796_000_000)
    await store.send(.remindTapped(date)) {
      $0.alert = AlertState {
        TextState(verbatim: "Starts 30 Nov, 00:53")
      } actions: {
        ButtonState(action: .snooze) { TextState("Snooze 10 minutes") }
      } message: {
        TextState("25% prepared, 3 notes")
      }
    }
    XCTAssertEqual(String(state: store.state.alert!.title), "Starts 30 Nov, 00:53")
  }
}
