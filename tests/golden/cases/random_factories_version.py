# Random factories fill below autograd's in-place layer: a new tensor starts at _version 0;
# the in-place samplers (uniform_, normal_, bernoulli_ ...) bump it.
import torch
torch.manual_seed(0)
p = torch.tensor([0.2, 0.3, 0.5])
made = [torch.rand(3), torch.randn(2, 2), torch.rand_like(p), torch.randn_like(p), torch.randint(0, 5, (3,)),
        torch.randint_like(p, 10), torch.randperm(4), torch.normal(0.0, 1.0, (3,)), torch.normal(p, 1.0),
        torch.normal(0.0, p), torch.normal(p, p), torch.multinomial(p, 2), torch.bernoulli(p), torch.bernoulli(p, 0.5),
        torch.rand(3, requires_grad=True), torch.randn(2, dtype=torch.float64), torch.rand(0), torch.randperm(0),
        torch.multinomial(p, 1, replacement=True)]
print([t._version for t in made])
t = torch.empty(3)
t.uniform_()
print(t._version)
t.normal_()
t.bernoulli_(0.5)
t.random_(0, 3)
t.exponential_()
print(t._version)
