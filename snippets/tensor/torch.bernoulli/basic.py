import torch

torch.manual_seed(0)
probs = torch.tensor([0.0, 0.25, 0.9, 1.0])

print(torch.bernoulli(probs))              # one draw per element, same dtype as probs
print(probs.bernoulli())                   # method form, the same

# a dropout-style keep mask with p_keep = 0.8, in place into an existing tensor
mask = torch.empty(10_000).bernoulli_(0.8)
print(mask[:8], mask.mean())

# bernoulli_ with a tensor p: element i is drawn with probability p[i]
print(torch.zeros(4, dtype=torch.int64).bernoulli_(probs))
