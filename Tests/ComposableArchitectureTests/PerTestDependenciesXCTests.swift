import ComposableArchitecture
import XCTest

/// A dependency whose test value keeps state: a test that sees another test's count shares its
/// dependencies.
private struct VisitCounter: TestDependencyKey, Sendable {
  let visits = LockIsolated(0)
  static var testValue: VisitCounter { VisitCounter() }
}

/// Every XCTest test gets dependencies of its own, with nothing set up by the test target (which
/// depends only on ComposableArchitecture): the same checks pass in each test, whichever runs
/// first, and whatever ran before in this process.
final class PerTestDependenciesXCTests: XCTestCase {
  func testDependenciesAreFreshInOneTest() {
    self.assertFreshDependencies()
  }

  func testDependenciesAreFreshInAnotherTest() {
    self.assertFreshDependencies()
  }

  func testDependenciesAreFreshInAThirdTest() {
    self.assertFreshDependencies()
  }

  private func assertFreshDependencies(file: StaticString = #filePath, line: UInt = #line) {
    @Dependency(VisitCounter.self) var counter
    counter.visits.withValue { $0 += 1 }
    XCTAssertEqual(counter.visits.value, 1, "a stateful dependency", file: file, line: line)

    // A stack made outside a test store hands out ids from the test's own generator.
    var path = StackState<Int>()
    path.append(1)
    path.append(2)
    XCTAssertEqual(path.ids.map(\.generation), [0, 1], "stack element ids", file: file, line: line)
  }
}
