import torch

alpha = torch.relu(torch.tensor([1.5, -0.3, 0.0]))   # concentrations that can reach 0
print(torch.digamma(alpha))                          # -inf at 0
print(torch.digamma(torch.tensor([-1.0, -2.0, -0.0])))   # nan at negative integers, +inf at -0.0

alpha = torch.nn.functional.softplus(torch.tensor([1.5, -0.3, 0.0])) + 1e-4
print(torch.digamma(alpha))                          # finite
