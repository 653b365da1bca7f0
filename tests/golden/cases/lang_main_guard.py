import torch

def make_weights(n, scale=0.5):
    """Returns n weights."""
    return torch.full((n,), scale)

def main():
    w = make_weights(3)
    total = 0.0
    for i, v in enumerate(w):
        total += v.item() * (i + 1)
    print(f"weighted total: {total}")
    return total

if __name__ == "__main__":
    result = main()
    print(__name__, result > 2)
else:
    print("imported")
