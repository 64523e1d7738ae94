#if canImport(Glibc)
  @testable import ComposableArchitecture
  import Foundation
  import Testing

  /// What a file storage key's subscription gives for the file system's events, seen from the
  /// subscriber itself (an observer of a `@Shared` value may see two changes as one).
  struct FileStorageEventTests {
    @Test func theSameContentsWrittenAgainAreNotYieldedAgain() async throws {
      let directory = URL(fileURLWithPath: NSTemporaryDirectory())
        .appendingPathComponent("tca-events-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: directory) }
      let url = directory.appendingPathComponent("value.json")
      let key = withDependencies {
        $0.defaultFileStorage = .fileSystem
      } operation: {
        FileStorageKey<String>(
          url: url,
          decode: { try JSONDecoder().decode(String.self, from: $0) },
          encode: { try JSONEncoder().encode($0) }
        )
      }
      let yielded = LockIsolated<[String?]>([])
      let subscription = key.subscribe(
        context: .initialValue(""),
        subscriber: SharedSubscriber { result in
          yielded.withValue { $0.append(try? result.get() ?? nil) }
        }
      )
      defer { subscription.cancel() }
      func eventually(_ condition: () -> Bool) async -> Bool {
        for _ in 0..<1000 {
          if condition() { return true }
          try? await Task.sleep(for: .milliseconds(10))
        }
        return condition()
      }

      let outside = try JSONEncoder().encode("Outside")
      try outside.write(to: url, options: .atomic)
      #expect(await eventually { yielded.value == ["Outside"] })
      // Another process writes the same contents again, then something else.
      try outside.write(to: url, options: .atomic)
      try JSONEncoder().encode("Other").write(to: url, options: .atomic)
      #expect(await eventually { yielded.value.last == "Other" })
      #expect(yielded.value == ["Outside", "Other"])
    }
  }
#endif
