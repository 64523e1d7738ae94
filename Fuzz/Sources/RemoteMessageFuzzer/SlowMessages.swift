import Foundation

/// The messages that took a session longer than ``threshold`` of wall-clock time to handle,
/// logged to standard error as they come (the first ten, then whenever the count reaches a power
/// of two, and every new slowest), and summed up when the process exits.
///
/// A slow message's input is run a second time, on a fresh store, timed by CPU time: a message
/// that used more than the threshold of CPU time then is "slow again"; one that didn't was most
/// likely slowed down by the machine (other processes, on a shared machine).
struct SlowMessages {
  /// One millisecond, in nanoseconds.
  static let threshold: UInt64 = 1_000_000

  /// The messages over the threshold.
  private(set) var count = 0
  /// Those of them over the threshold of CPU time when their input ran again.
  private(set) var countAgain = 0
  /// The slowest of the messages slow again (by the shorter of their two times, which both runs
  /// took at least), or, while there is none, the slowest (by its wall-clock time).
  private(set) var slowest: (message: String, nanoseconds: UInt64, again: UInt64)?
  /// The input of the slowest message: with the messages before it, which made the state it
  /// found.
  private(set) var slowestInput: [UInt8] = []

  /// Records a message that took longer than the threshold.
  ///
  /// - Parameters:
  ///   - message: The message.
  ///   - input: The fuzzer's input it comes from.
  ///   - nanoseconds: How long it took, in wall-clock time.
  ///   - again: The CPU time it used when its input ran again.
  mutating func record(
    _ message: String,
    of input: UnsafeBufferPointer<UInt8>,
    nanoseconds: UInt64,
    again: UInt64
  ) {
    self.count += 1
    let isSlowAgain = again > Self.threshold
    if isSlowAgain {
      self.countAgain += 1
    }
    var isSlowest = false
    if let slowest = self.slowest {
      let wasSlowAgain = slowest.again > Self.threshold
      if isSlowAgain && !wasSlowAgain {
        isSlowest = true
      } else if isSlowAgain == wasSlowAgain {
        isSlowest = Self.rank(nanoseconds, again) > Self.rank(slowest.nanoseconds, slowest.again)
      }
    } else {
      isSlowest = true
    }
    if isSlowest {
      self.slowest = (message, nanoseconds, again)
      self.slowestInput = Array(input)
    }
    if self.count <= 10 || self.count & (self.count - 1) == 0 || isSlowest {
      log(
        "slow message #\(self.count): \(milliseconds(nanoseconds)) ms "
          + "(again: \(milliseconds(again)) ms of CPU)\(isSlowest ? ", the slowest yet" : ""): "
          + describe(message)
      )
    }
  }

  /// The summary printed when the process exits; run.sh reads it.
  var summary: String {
    var text =
      "slow messages (over 1 ms): \(self.count), of which slow again (over 1 ms of CPU time when "
      + "run again): \(self.countAgain)"
    if let slowest = self.slowest {
      text +=
        "; slowest: \(milliseconds(slowest.nanoseconds)) ms "
        + "(again: \(milliseconds(slowest.again)) ms of CPU): \(describe(slowest.message))"
    }
    return text
  }

  /// How slow a message is, for choosing the slowest: the shorter of its two times when it was
  /// slow again (CPU time, too, runs on while a virtual machine waits for its host), its
  /// wall-clock time otherwise.
  private static func rank(_ nanoseconds: UInt64, _ again: UInt64) -> UInt64 {
    again > Self.threshold ? min(nanoseconds, again) : nanoseconds
  }
}

/// Nanoseconds as milliseconds, with three decimals.
func milliseconds(_ nanoseconds: UInt64) -> String {
  String(format: "%.3f", Double(nanoseconds) / 1_000_000)
}

/// Writes a line to standard error.
func log(_ line: String) {
  FileHandle.standardError.write(Data((line + "\n").utf8))
}
