# Written for TensorLens in the style of a learner's first linear regression with manual gradient descent
import torch

torch.manual_seed(0)

# synthetic data: y = 2x - 1 + noise
X = torch.linspace(-1, 1, 20).unsqueeze(1)
y = 2 * X - 1 + 0.1 * torch.randn(X.shape)

w = torch.zeros(1, 1, requires_grad=True)
b = torch.zeros(1, requires_grad=True)
lr = 0.5

def model(x):
    return x @ w + b

for epoch in range(30):
    pred = model(X)
    loss = ((pred - y) ** 2).mean()
    loss.backward()
    with torch.no_grad():
        w -= lr * w.grad
        b -= lr * b.grad
    w.grad.zero_()
    b.grad.zero_()
    if epoch % 5 == 0 or epoch == 29:
        print(f"epoch {epoch:2d}  loss {loss.item():.4f}")

print(f"w = {w.item():.3f}, b = {b.item():.3f}")
