#include "LaneSkyline.h"

#include <algorithm>

namespace tl::ui {

LaneSkyline::LaneSkyline(qreal width) : width_(width), steps_{{0, 0}} {}

std::pair<qreal, qreal> LaneSkyline::spot(qreal w) const
{
    std::pair<qreal, qreal> best{0, topOver(0, w)};
    for (const auto &[x, top] : steps_) {
        if (x + w > width_)
            break;
        const qreal y = topOver(x, w);
        if (y < best.second)
            best = {x, y};
    }
    return best;
}

void LaneSkyline::raise(qreal x, qreal w, qreal bottom)
{
    const qreal end = x + w, after = topAt(end);
    std::vector<std::pair<qreal, qreal>> steps;
    for (const auto &step : steps_)
        if (step.first < x || step.first >= end)
            steps.push_back(step);
    steps.push_back({x, bottom});
    if (end < width_)
        steps.push_back({end, after});
    std::sort(steps.begin(), steps.end());
    steps_ = std::move(steps);
}

qreal LaneSkyline::topAt(qreal x) const
{
    qreal top = 0;
    for (const auto &[at, y] : steps_)
        if (at <= x)
            top = y;
    return top;
}

qreal LaneSkyline::topOver(qreal x, qreal w) const
{
    qreal top = topAt(x);
    for (const auto &[at, y] : steps_)
        if (at > x && at < x + w)
            top = std::max(top, y);
    return top;
}

} // namespace tl::ui
