#if RemotePageServer
  import Dispatch
  import MallocControl
  import Synchronization

  /// Gives the memory of closed pages back to the system.
  ///
  /// glibc's malloc keeps the memory a program frees for its next allocations, and gives back to
  /// the system only what is free at the top of a heap. A page (its connection, session and
  /// store) is many small allocations spread over the heap, so after many pages close most of
  /// their memory stays with the server, free but resident. Measured with load/run.sh's churn
  /// (waves of 1,000 pages): 8 to 10 MB more each time the busy threads moved to another malloc
  /// arena, of which `malloc_trim` gave back 11 MB.
  ///
  /// After every ``pagesPerTrim`` closed pages, the trimmer asks malloc to give back the pages of
  /// memory that are wholly free (`malloc_trim`), on a utility queue, one trim at a time. A trim
  /// took 10 to 21 ms for a heap of about 60 MB, during which the threads that allocate in the
  /// arena being trimmed wait.
  final class MemoryTrimmer: Sendable {
    private struct State {
      var closedSinceTrim = 0
      var isTrimming = false
      var trims = 0
    }

    /// How many pages close between two trims.
    let pagesPerTrim: Int
    private let state = Mutex(State())
    private let trim: @Sendable () -> Void

    /// Creates a trimmer.
    ///
    /// - Parameters:
    ///   - pagesPerTrim: How many pages close between two trims.
    ///   - trim: Gives free memory back; by default, `malloc_trim(0)` where glibc is the C library.
    init(
      pagesPerTrim: Int = 1024,
      trim: @escaping @Sendable () -> Void = { _ = malloc_control_give_back_free_memory() }
    ) {
      self.pagesPerTrim = pagesPerTrim
      self.trim = trim
    }

    /// How many trims have run.
    var trims: Int {
      self.state.withLock(\.trims)
    }

    /// Counts a closed page, and starts a trim when ``pagesPerTrim`` pages have closed since the
    /// last one and none is running.
    func pageClosed() {
      let startsTrim = self.state.withLock { state in
        state.closedSinceTrim += 1
        guard state.closedSinceTrim >= self.pagesPerTrim, !state.isTrimming else { return false }
        state.closedSinceTrim = 0
        state.isTrimming = true
        return true
      }
      guard startsTrim else { return }
      DispatchQueue.global(qos: .utility).async {
        self.trim()
        self.state.withLock { state in
          state.isTrimming = false
          state.trims += 1
        }
      }
    }
  }
#endif
