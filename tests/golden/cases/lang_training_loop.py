import torch

# Fit y = 2x + 1 with plain gradient descent, the way introductory tutorials do.
xs = torch.tensor([0.0, 1.0, 2.0, 3.0, 4.0])
ys = 2 * xs + 1
w = torch.zeros(1, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
lr = 0.05

def model(x):
    return w * x + b

def mse(pred, target):
    return ((pred - target) ** 2).mean() if False else ((pred - target) * (pred - target)).sum() / len(target)

losses = []
for epoch in range(60):
    loss = mse(model(xs), ys)
    loss.backward()
    with torch.no_grad():
        w -= lr * w.grad
        b -= lr * b.grad
    w.grad.zero_()
    b.grad.zero_()
    if epoch % 20 == 0:
        print(f"epoch {epoch:3d}: loss={loss.item():.4f}")
    losses.append(loss.item())

print("w", w.detach(), "b", b.detach())
print("decreasing:", all(a >= b for a, b in zip(losses, losses[1:])))
print(torch.is_grad_enabled())

@torch.no_grad()
def predict(x):
    return model(x)

p = predict(torch.tensor([10.0]))
print(p, p.requires_grad)
with torch.set_grad_enabled(False):
    q = model(torch.tensor([1.0]))
print(q.requires_grad, torch.is_grad_enabled())
torch.set_grad_enabled(False)
print(torch.is_grad_enabled())
torch.set_grad_enabled(True)
with torch.no_grad():
    with torch.enable_grad():
        r = w * 2
    s = w * 2
print(r.requires_grad, s.requires_grad)
