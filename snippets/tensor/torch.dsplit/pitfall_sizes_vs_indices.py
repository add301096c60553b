import torch

x = torch.arange(6).reshape(1, 1, 6)

print([p.shape[-1] for p in torch.split(x, [1, 3, 2], dim=2)])   # split: a list of part *sizes*
print([p.shape[-1] for p in torch.dsplit(x, [1, 3])])            # dsplit: a list of *split points*
