import torch

x = torch.tensor([0.1, 0.4, 0.45, 0.9], requires_grad=True)

hist = torch.histc(x, bins=2, min=0, max=1)
print(hist, hist.requires_grad)       # counts are piecewise constant: no graph
hist.sum().backward()
