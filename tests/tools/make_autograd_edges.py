# The expected edges of tests/tst_autograd_overlay.cpp (modelEdges_data), from real PyTorch:
# for each named tensor, the named tensors its grad_fn reaches first along next_functions
# (through unnamed nodes). Run with /usr/bin/python3 (torch 1.13).
import torch, sys
def edges(ns):
    named = {k: v for k, v in ns.items() if isinstance(v, torch.Tensor) and not k.startswith('_')}
    grads = {k + ".grad": v.grad for k, v in named.items() if v.is_leaf and v.grad is not None}
    named.update(grads)
    owner = {}
    for k, t in named.items():
        if t.grad_fn is not None:
            owner.setdefault((t.grad_fn, t.output_nr), []).append(k)
    out = []
    for k, t in named.items():
        if t.grad_fn is None: continue
        seen = set(); reached = []
        stack = [e for e in reversed(t.grad_fn.next_functions) if e[0] is not None]
        while stack:
            fn, nr = stack.pop()
            hit = []
            if type(fn).__name__ == 'AccumulateGrad':
                hit = [n for n, v in named.items() if v is fn.variable]
            else:
                hit = owner.get((fn, nr), [])
            if hit:
                for h in hit:
                    if h not in reached: reached.append(h)
                continue
            if fn in seen: continue
            seen.add(fn)
            stack += [e for e in reversed(fn.next_functions) if e[0] is not None]
        out += ['%s -> %s %s' % (k, r, type(t.grad_fn).__name__) for r in reached]
    return sorted(out)
leaf = "a = torch.ones(3, requires_grad=True)\n"
cases = {
 'chain': "a = torch.ones(2, requires_grad=True)\nb = a * 2\nc = b.detach()\nd = b.sum()\n",
 'two': "x = torch.ones(2, requires_grad=True)\ny = torch.ones(2, requires_grad=True)\nz = x * y\n",
 'twice': leaf + "w = a * a\n",
 'nograd-input': leaf + "k = torch.ones(3)\nw = a + k\n",
 'rg_': "a = torch.ones(2)\na.requires_grad_()\nb = a + 1\n",
 'temp': leaf + "d = (a * 2).sum()\n",
 'freed': leaf + "b = a * 2\nd = b.sum()\ndel b\n",
 'select': leaf + "v = a[0]\n",
 'slice': leaf + "v = a[1:]\n",
 'copyslices': leaf + "b = a * 2\nv = b[0]\nv.mul_(3)\n",
 'split': leaf + "p, q = a.split(2)\nr = q * 2\n",
 'nograd': leaf + "with torch.no_grad():\n    b = a * 2\nc = b + 1\n",
 'nogradview': leaf + "with torch.no_grad():\n    v = a[0]\n",
 'backward': leaf + "s = (a * a).sum()\ns.backward()\n",
 'numpy': leaf + "n = a.detach().numpy()\nm = a * 2\n",
 'unnamed': "b = torch.ones(2, requires_grad=True) * 2\nd = b.sum()\n",
}
for name, src in cases.items():
    ns = {'torch': torch}
    exec(src, ns)
    print(name, edges(ns))
