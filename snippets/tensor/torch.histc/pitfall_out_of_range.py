import torch

scores = torch.tensor([-0.2, 0.1, 0.5, 0.9, 1.3])

hist = torch.histc(scores, bins=2, min=0, max=1)
print(hist, hist.sum(), scores.numel())    # -0.2 and 1.3 are simply dropped

print(torch.histc(scores.clamp(0, 1), bins=2, min=0, max=1))   # clamp to count them in the edge bins
