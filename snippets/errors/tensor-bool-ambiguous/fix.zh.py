import torch

scores = torch.tensor([0.2, 0.7, 0.9])

print("any above 0.5:", bool((scores > 0.5).any()))
print("all above 0.5:", bool((scores > 0.5).all()))
# 逐元素条件用 & | ~ 组合，而不是 and / or / not。
print("in (0.5, 0.8):", (scores > 0.5) & (scores < 0.8))
print("equal tensors:", torch.equal(scores, scores.clone()))
# 单元素张量可以放在 if 里。
if scores.mean() > 0.5:
    print("mean above 0.5")
