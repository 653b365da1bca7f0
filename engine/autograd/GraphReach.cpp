#include "GraphReach.h"

#include "autograd/Node.h"
#include "core/PyError.h"

#include <algorithm>
#include <unordered_map>
#include <unordered_set>

namespace tl {

std::vector<std::vector<size_t>> GraphReach::directInputs(const std::vector<TensorPtr> &given)
{
    // A view made under no_grad whose base was then changed in place has a grad_fn nobody
    // may read (PyTorch raises): it reaches nothing, and nothing is seen to reach it.
    std::vector<TensorPtr> tensors = given;
    for (TensorPtr &t : tensors) {
        try {
            if (t)
                (void)t->isLeaf();
        } catch (const PyError &) {
            t = nullptr;
        }
    }
    std::vector<std::vector<size_t>> out(tensors.size());
    // Who owns a node: (tensor index, output number) for grad_fns; the leaf for accumulators.
    std::unordered_map<const Node *, std::vector<std::pair<size_t, int>>> owners;
    std::unordered_map<const TensorImpl *, std::vector<size_t>> leaves;
    for (size_t i = 0; i < tensors.size(); ++i) {
        const TensorPtr &t = tensors[i];
        if (!t || !t->requiresGrad())
            continue;
        if (t->isLeaf())
            leaves[t.get()].push_back(i);
        else
            owners[t->gradFn().get()].push_back({i, t->outputNr()});
    }
    if (owners.empty())
        return out; // no tensor of the set has a grad_fn: nothing to walk from

    // The tensors of the set that an edge lands on, if any.
    auto ownersOf = [&](const Edge &e) {
        std::vector<size_t> found;
        if (const TensorPtr &leaf = e.fn->leaf()) {
            if (auto it = leaves.find(leaf.get()); it != leaves.end())
                found = it->second;
            return found;
        }
        if (auto it = owners.find(e.fn.get()); it != owners.end())
            for (const auto &[index, outputNr] : it->second)
                if (outputNr == e.inputNr)
                    found.push_back(index);
        return found;
    };

    for (size_t i = 0; i < tensors.size(); ++i) {
        const TensorPtr &t = tensors[i];
        if (!t || !t->requiresGrad() || t->isLeaf())
            continue;
        std::vector<size_t> &reached = out[i];
        std::unordered_set<const Node *> walked{t->gradFn().get()};
        // Depth first in next_functions order: a stack of edges, pushed in reverse.
        std::vector<const Edge *> stack;
        auto pushEdges = [&stack](const Node &n) {
            for (auto it = n.next().rbegin(); it != n.next().rend(); ++it)
                if (it->fn)
                    stack.push_back(&*it);
        };
        pushEdges(*t->gradFn());
        while (!stack.empty()) {
            const Edge &e = *stack.back();
            stack.pop_back();
            const std::vector<size_t> found = ownersOf(e);
            if (!found.empty()) {
                for (size_t index : found)
                    if (std::find(reached.begin(), reached.end(), index) == reached.end())
                        reached.push_back(index);
                continue;
            }
            // A temporary's node (or another output of a shown tensor's node): walk through it.
            if (walked.insert(e.fn.get()).second)
                pushEdges(*e.fn);
        }
    }
    return out;
}

} // namespace tl
