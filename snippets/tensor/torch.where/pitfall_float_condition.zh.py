import torch

x = torch.tensor([0.5, -1.0, 2.0])
keep = (x > 0).float()                  # 0/1 浮点掩码
print(torch.where(keep.bool(), x, 0.0))
torch.where(keep, x, 0.0)               # condition 必须是 bool
