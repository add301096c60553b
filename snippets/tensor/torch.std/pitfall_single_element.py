import torch

features = torch.tensor([[0.5, 1.5, 2.5]])   # a batch with one sample

print(features.std(dim=0, correction=0))     # population std of one value: 0
print(features.std(dim=0))                   # n - 1 = 0 degrees of freedom: nan and a warning
