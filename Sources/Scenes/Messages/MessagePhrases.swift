/// The conversation's text: a fixed set of phrases, picked per bubble by a hash of its index, so a
/// layout of any length is deterministic and cheap (each phrase is wrapped once) and the
/// conversation never runs in a visible cycle.
enum MessagePhrases {
    static let all = [
        "Hey! Are you coming tonight?",
        "Yes, just leaving work now",
        "Great",
        "Can you pick up some bread on the way? The bakery on the corner is still open",
        "Sure",
        "Which one, the round loaf or the long one?",
        "The round one, please. Thanks!",
        "On my way",
        "Traffic is terrible, might be 10 minutes late",
        "No rush, the others aren't here yet either",
        "OK",
        "Did you see the game last night?",
        "Only the second half. That last goal!",
        "I still can't believe it",
        "lol",
        "Parking now",
        "See you in a minute",
        "Bring the board game if you still have it",
        "Is Maya coming too?",
        "She said maybe, depends on the babysitter",
        "Should I bring something to drink?",
        "A bottle of red would be perfect",
        "Do you still have my umbrella from last week?",
        "Yes! It's by the door, remind me",
        "What time does the film start?",
        "8:15, but the trailers run for ages",
        "Let's get there early for good seats",
        "Where did you park?",
        "Round the back, next to the blue van",
        "Sorry, my phone died",
        "No worries",
        "Happy birthday!!",
        "Thank you!",
        "Can you send me the photos from Saturday?",
        "Sending them now, there are loads",
        "That one of the dog is amazing",
        "Running late, start without me",
        "We saved you a slice of pizza",
        "You're the best",
        "Good night!",
    ]

    /// Whether bubble `i` is one the user sent (right side): about two of every five, in short
    /// runs, as a conversation alternates.
    static func isSent(_ i: Int) -> Bool { (i * 7 + 3) % 5 < 2 }

    /// The phrases of bubbles 0..<count: each steps from the one before by 1…n−1 places, the
    /// step a SplitMix64 hash of the index, so no phrase follows itself and the sequence has no
    /// period a reader would notice. O(count).
    static func phrases(count: Int) -> [Int] {
        var out: [Int] = [], p = hash(0)
        out.reserveCapacity(count)
        for i in 0..<count {
            if i > 0 { p = (p + 1 + hash(i) % (all.count - 1)) % all.count }
            out.append(p)
        }
        return out
    }

    private static func hash(_ i: Int) -> Int {
        // SplitMix64's finaliser (https://prng.di.unimi.it/splitmix64.c).
        var z = UInt64(truncatingIfNeeded: i) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(all.count))
    }
}
