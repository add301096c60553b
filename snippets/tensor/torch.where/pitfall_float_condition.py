import torch

x = torch.tensor([0.5, -1.0, 2.0])
keep = (x > 0).float()                  # a 0/1 float mask
print(torch.where(keep.bool(), x, 0.0))
torch.where(keep, x, 0.0)               # condition must be bool
