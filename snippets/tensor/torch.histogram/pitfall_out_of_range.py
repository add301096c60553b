import torch

x = torch.tensor([0.5, 1.0, 2.0, 3.0, 9.0])

hist, edges = torch.histogram(x, bins=3, range=(0.0, 3.0))
print(hist, hist.sum().item(), x.numel())  # 9.0 is dropped without a warning
