import torch

rate = torch.tensor([1e-8, 3e-8])          # tiny relative changes

print(torch.log(1 + rate))                 # 1 + 1e-8 == 1 in float32: the signal is gone
print(torch.log1p(rate))
