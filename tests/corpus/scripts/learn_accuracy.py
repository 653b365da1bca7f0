# Written for TensorLens in the style of a learner computing classification accuracy
import torch

logits = torch.tensor([[2.0, 0.5, -1.0],
                       [0.1, 0.2, 3.0],
                       [1.0, 1.5, 0.5],
                       [0.3, 0.1, 0.2]])
labels = torch.tensor([0, 2, 0, 0])

preds = logits.argmax(dim=1)
print(preds)
correct = (preds == labels)
print(correct)
print(correct.sum().item(), correct.float().mean().item())
print(f"accuracy: {100 * correct.float().mean():.1f}%")
probs = torch.softmax(logits, dim=1)
print(probs.max(dim=1))
