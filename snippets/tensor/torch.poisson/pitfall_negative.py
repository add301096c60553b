import torch

torch.manual_seed(0)
raw = torch.tensor([2.0, -0.1])         # e.g. a network output used as a rate
print(torch.poisson(torch.nn.functional.softplus(raw)))
torch.poisson(raw)                      # rates must be non-negative
