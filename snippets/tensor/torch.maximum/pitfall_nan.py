import torch

a = torch.tensor([1.0, float("nan")])
b = torch.tensor([0.0, 4.0])

print(torch.maximum(a, b))   # NaN propagates
print(torch.fmax(a, b))      # fmax takes the other value when one side is NaN
