#pragma once
// A trial on an exact copy of a session. fork(2) gives a child process the session as it is
// — its objects, memory, random states, and whatever a failed statement left half done —
// copy-on-write, in about a millisecond however much the session ran before. The trial runs
// there and only the bytes it returns come back; the window's own session is never touched.
// (Replaying the code log instead costs the whole log again, and it cannot reproduce
// unseeded random draws or a statement that failed after writing.)
#include <QByteArray>

#include <functional>
#include <optional>

namespace tl::ui {

class Session;

class SessionFork {
public:
    using Work = std::function<QByteArray(Session &copy)>;

    // Whether `live` can be copied so: not with the real GPU backend (a CUDA context does
    // not survive fork), not while one of its statements or scripts is running, not while it
    // shows a recording from another engine.
    static bool possible(const Session &live);
    // Runs `work` on a copy of `live` in a child process and returns what it returned.
    // Nothing when the copy could not be made, `work` threw, the child died, or it ran past
    // `timeoutMs` (it is then killed): a trial that loops forever cannot hang the window.
    // `copied` (optional) says whether a copy was made at all.
    static std::optional<QByteArray> run(const Session &live, const Work &work, int timeoutMs = 10000,
                                         bool *copied = nullptr);
};

} // namespace tl::ui
