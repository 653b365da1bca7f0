#pragma once
// The variable a statement writes through (`na` in `na[0][0] = 10`, `a` in `a.add_(1)` or
// `a.t().mul_(2)`), set on the runtime while the write runs so the events it reports say
// who wrote, as the user wrote it. Nothing is recorded when no one listens.
#include "interp/Ast.h"
#include "tensor/Runtime.h"

#include <string>

namespace tl {

class WriterScope {
public:
    // Writes through `target` (its root name).
    WriterScope(Runtime &rt, const ast::Expr &target) : rt_(rt), active_(rt.hasSinks())
    {
        if (active_)
            set(rootName(target));
    }
    // A call that is no method writes through no name of the caller's (torch.add(..., out=y)).
    explicit WriterScope(Runtime &rt) : rt_(rt), active_(rt.hasSinks())
    {
        if (active_)
            set({});
    }
    ~WriterScope()
    {
        if (active_)
            rt_.setWriter(std::move(previous_));
    }
    WriterScope(const WriterScope &) = delete;
    WriterScope &operator=(const WriterScope &) = delete;

    // The name at the root of subscripts, attributes and calls; "" when there is none.
    static std::string rootName(const ast::Expr &e)
    {
        const ast::Expr *x = &e;
        while ((x->kind == ast::ExprKind::Subscript || x->kind == ast::ExprKind::Attribute ||
                x->kind == ast::ExprKind::Call) && x->a)
            x = x->a.get();
        return x->kind == ast::ExprKind::Name ? x->text : std::string();
    }

private:
    void set(std::string name)
    {
        previous_ = rt_.writer();
        rt_.setWriter(std::move(name));
    }

    Runtime &rt_;
    bool active_;
    std::string previous_;
};

} // namespace tl
