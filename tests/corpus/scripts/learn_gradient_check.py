# Written for TensorLens in the style of a learner checking autograd against finite differences
import torch

def f(x):
    return x ** 3 - 2 * x ** 2 + x

xs = [-1.0, 0.0, 0.5, 2.0]
h = 1e-4
for v in xs:
    x = torch.tensor(v, dtype=torch.float64, requires_grad=True)
    y = f(x)
    y.backward()
    numeric = (f(torch.tensor(v + h, dtype=torch.float64)) - f(torch.tensor(v - h, dtype=torch.float64))) / (2 * h)
    analytic = 3 * v ** 2 - 4 * v + 1
    print(f"x={v:5.2f} autograd={x.grad.item():.6f} numeric={numeric.item():.6f} exact={analytic:.6f}")
