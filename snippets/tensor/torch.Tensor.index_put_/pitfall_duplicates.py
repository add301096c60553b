import torch

hist = torch.zeros(3)
bins = torch.tensor([0, 0, 0, 2])
ones = torch.ones(4)
# nothing raises, but the three hits of bin 0 count once
print(hist.index_put((bins,), ones))
print(hist.index_put((bins,), ones, accumulate=True))
