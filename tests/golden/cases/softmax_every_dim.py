# softmax and log_softmax along every kind of dimension, forward and backward, to the
# last bit: the last dimension, a middle one followed by size-1 dimensions only, and
# leading ones with fewer and more columns than one vector holds.
import torch
import torch.nn.functional as F

torch.manual_seed(7)
cases = [((3, 5), 0), ((2, 3, 1), 1), ((4, 9), 0), ((3, 6), -1), ((2, 4, 3), 1), ((20, 2), 1)]
for dtype in (torch.float32, torch.float64):
    for shape, dim in cases:
        x = (torch.randn(*shape, dtype=dtype) * 3).requires_grad_()
        g = torch.randn(*shape, dtype=dtype)
        for f in (F.softmax, F.log_softmax):
            y = f(x, dim)
            (grad,) = torch.autograd.grad(y, x, g)
            print(f.__name__, shape, dim, dtype)
            print(y.flatten().tolist())
            print(grad.flatten().tolist())
