import Dispatch
import Foundation
import MallocControl
@testable import RemotePageServer
import Synchronization
import Testing

struct MemoryTrimmerTests {
  @Test func trimsOnceEveryGivenNumberOfClosedPages() async {
    let calls = Mutex(0)
    let trimmer = MemoryTrimmer(pagesPerTrim: 3) { calls.withLock { $0 += 1 } }
    for _ in 1...2 { trimmer.pageClosed() }
    #expect(calls.withLock { $0 } == 0)
    trimmer.pageClosed()
    await waitForTrims(trimmer, count: 1)
    for _ in 1...5 { trimmer.pageClosed() }
    await waitForTrims(trimmer, count: 2)
    // The fifth close after the second trim counted toward the third.
    #expect(calls.withLock { $0 } == 2)
  }

  @Test func aTrimDoesNotStartWhileOneIsRunning() async {
    let release = DispatchSemaphore(value: 0)
    let calls = Mutex(0)
    let trimmer = MemoryTrimmer(pagesPerTrim: 1) {
      calls.withLock { $0 += 1 }
      release.wait()
    }
    trimmer.pageClosed()
    let deadline = ContinuousClock.now + .seconds(10)
    while calls.withLock({ $0 }) == 0, ContinuousClock.now < deadline {
      try? await Task.sleep(for: .milliseconds(1))
    }
    // Closed while the first trim runs: counted, and no second trim starts.
    for _ in 1...3 { trimmer.pageClosed() }
    #expect(calls.withLock { $0 } == 1)
    release.signal()
    await waitForTrims(trimmer, count: 1)
    // The next close starts one again.
    trimmer.pageClosed()
    release.signal()
    await waitForTrims(trimmer, count: 2)
    #expect(calls.withLock { $0 } == 2)
  }

  @Test func theDefaultTrimRuns() async {
    let trimmer = MemoryTrimmer(pagesPerTrim: 1)
    trimmer.pageClosed()
    await waitForTrims(trimmer, count: 1)
  }
}

/// Waits until the trimmer has run `count` trims, for at most 10 seconds.
private func waitForTrims(
  _ trimmer: MemoryTrimmer,
  count: Int,
  sourceLocation: SourceLocation = #_sourceLocation
) async {
  let deadline = ContinuousClock.now + .seconds(10)
  while trimmer.trims < count, ContinuousClock.now < deadline {
    try? await Task.sleep(for: .milliseconds(1))
  }
  #expect(trimmer.trims == count, sourceLocation: sourceLocation)
}

struct MallocControlTests {
  @Test func threadsThatAllocateAtOnceShareAtMostTwoArenas() throws {
    // Each thread that allocates while the others hold their arenas would get one of its own,
    // up to 16 on 2 cores, if the limit set before `main` weren't in effect.
    let threads = 8
    let started = DispatchGroup()
    let release = DispatchSemaphore(value: 0)
    for _ in 0..<threads {
      started.enter()
      Thread.detachNewThread {
        var blocks: [[Int]] = []
        for size in 1...2_000 {
          blocks.append(Array(repeating: size, count: size % 64))
        }
        started.leave()
        release.wait()
        _ = blocks.count
      }
    }
    started.wait()
    for _ in 0..<threads { release.signal() }
    let count = malloc_control_arena_count()
    try #require(count != -1, "malloc_info's report couldn't be read")
    #expect(count >= 1)
    #expect(count <= Int(MALLOC_CONTROL_ARENAS))
  }
}
