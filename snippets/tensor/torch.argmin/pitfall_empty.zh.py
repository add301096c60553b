import torch

scores = torch.tensor([1.5, 0.2, 0.9])
kept = scores[scores > 2.0]        # 过滤后一个都不剩
print(kept.shape)

kept.argmin()                      # 没有元素可指向
