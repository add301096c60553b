import torch

x = torch.tensor([1.0, -float("inf"), float("inf")])

print(x == float("inf"))     # only +inf
print(torch.isinf(x))        # both signs
