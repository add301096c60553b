import torch

mask = torch.ones(1, 3, dtype=torch.long)
print(torch.nn.ConstantPad1d(1, 0.5)(mask))  # 0.5 is truncated to 0 in an integer tensor
print(torch.nn.ConstantPad1d(1, 0.5)(mask.float()))
