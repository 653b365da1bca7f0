# Written for TensorLens in the style of a learner's mini training loop with a no_grad parameter update
import torch

torch.manual_seed(42)
X = torch.randn(32, 3)
true_w = torch.tensor([[1.5], [-2.0], [0.5]])
y = X @ true_w

W = torch.randn(3, 1, requires_grad=True)
losses = []
for step in range(50):
    loss = ((X @ W - y) ** 2).mean()
    losses.append(loss.item())
    loss.backward()
    with torch.no_grad():
        W -= 0.1 * W.grad
        W.grad.zero_()

print(f"first loss {losses[0]:.4f}, last loss {losses[-1]:.6f}")
print(W.detach().squeeze().round(decimals=3))
print(all(a >= b for a, b in zip(losses, losses[1:])))
