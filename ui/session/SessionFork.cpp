#include "SessionFork.h"

#include "Session.h"

#include <QElapsedTimer>

#include <cerrno>

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

namespace tl::ui {

namespace {

// The child's end: everything, then the exit status says whether it is whole.
[[noreturn]] void answerAndExit(int fd, const QByteArray &bytes)
{
    const char *p = bytes.constData();
    size_t left = size_t(bytes.size());
    while (left > 0) {
        const ssize_t n = ::write(fd, p, left);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            ::_exit(4);
        p += n;
        left -= size_t(n);
    }
    // _exit: the copy must not run the window's exit handlers, flush its streams or close
    // its display connection politely.
    ::_exit(0);
}

} // namespace

bool SessionFork::possible(const Session &live)
{
    return live.cudaBackendKind() != QLatin1String("gpu") && !live.isRunning() && !live.inStatement() &&
           !live.showsRecording();
}

std::optional<QByteArray> SessionFork::run(const Session &live, const Work &work, int timeoutMs, bool *copied)
{
    if (copied)
        *copied = false;
    if (!possible(live))
        return std::nullopt;
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        return std::nullopt;
    const pid_t pid = ::fork();
    if (pid < 0) {
        ::close(fds[0]);
        ::close(fds[1]);
        return std::nullopt;
    }
    if (pid == 0) {
        ::close(fds[0]);
        // The child's session is its own copy: changing it changes nothing in the window.
        auto &copy = const_cast<Session &>(live);
        copy.becomeTrialCopy();
        QByteArray answer;
        try {
            answer = work(copy);
        } catch (...) {
            ::_exit(3);
        }
        answerAndExit(fds[1], answer);
    }
    ::close(fds[1]);
    if (copied)
        *copied = true;
    QByteArray answer;
    QElapsedTimer clock;
    clock.start();
    bool timedOut = false;
    for (;;) {
        const qint64 left = timeoutMs - clock.elapsed();
        if (left <= 0) {
            timedOut = true;
            break;
        }
        pollfd p{fds[0], POLLIN, 0};
        const int ready = ::poll(&p, 1, int(left));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0) {
            timedOut = true;
            break;
        }
        char buffer[65536];
        const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            break; // the child is done (or its end broke: its exit status says which)
        answer.append(buffer, qsizetype(n));
    }
    ::close(fds[0]);
    if (timedOut)
        ::kill(pid, SIGKILL);
    int status = 0;
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (timedOut || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return std::nullopt;
    return answer;
}

} // namespace tl::ui
