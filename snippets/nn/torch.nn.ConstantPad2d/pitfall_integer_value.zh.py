import torch

mask = torch.ones(1, 3, dtype=torch.long)
print(torch.nn.ConstantPad1d(1, 0.5)(mask))  # 在整数张量里 0.5 被截断成 0
print(torch.nn.ConstantPad1d(1, 0.5)(mask.float()))
