import torch

x = torch.arange(12).reshape(2, 6)
# meant: a part of width 2 and one of width 4
# nothing raises: [2, 4] are split points, giving widths 2, 2, 2
print([p.shape[1] for p in torch.hsplit(x, [2, 4])])
print([p.shape[1] for p in torch.split(x, [2, 4], dim=1)])
