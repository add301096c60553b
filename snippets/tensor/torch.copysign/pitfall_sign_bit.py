import torch

x = torch.tensor([-0.4, 0.4, -1.2])
r = torch.round(x)                               # -0.4 rounds to -0.0
print(r)
print(torch.sign(r))                             # sign() reports 0 for both zeros
print(torch.copysign(torch.tensor(5.0), r))      # copysign reads the sign bit: -0.0 is negative

nan = torch.tensor([0.0]) / torch.tensor([0.0])  # this NaN has its sign bit set
print(torch.copysign(torch.tensor([1.0]), nan))
print(torch.where(r < 0, -5.0, 5.0))             # compare by value instead
