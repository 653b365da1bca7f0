// Event processing from inside a long statement (the interpreter's per-statement hook).
#include "StatementPump.h"

#include <QCoreApplication>

namespace tl::ui {

namespace {
constexpr qint64 kIntervalMs = 30;
} // namespace

void StatementPump::beforeStatement(const tl::Frame &frame, const tl::ast::Stmt &stmt)
{
    if (hook_)
        hook_(frame, stmt);
    if (!handlesEvents_)
        return;
    if (!clock_.isValid() || clock_.elapsed() < kIntervalMs)
        return;
    clock_.start();
    if (!long_) {
        long_ = true;
        if (becameLong_)
            becameLong_();
    }
    QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
}

} // namespace tl::ui
