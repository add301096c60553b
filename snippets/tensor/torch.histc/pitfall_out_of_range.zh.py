import torch

scores = torch.tensor([-0.2, 0.1, 0.5, 0.9, 1.3])

hist = torch.histc(scores, bins=2, min=0, max=1)
print(hist, hist.sum(), scores.numel())    # -0.2 和 1.3 直接被丢弃

print(torch.histc(scores.clamp(0, 1), bins=2, min=0, max=1))   # 先 clamp，让它们计入两端的桶
