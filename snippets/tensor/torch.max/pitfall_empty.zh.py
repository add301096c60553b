import torch

scores = torch.tensor([0.2, 0.4, 0.1])
kept = scores[scores > 0.5]     # 没有元素通过筛选

print(kept.numel())
print(kept.max() if kept.numel() else None)   # 先处理为空的情况
kept.max()                                    # 空集没有最大值
