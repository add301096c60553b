import torch

torch.manual_seed(0)
weights = torch.tensor([1.0, 3.0, 6.0])       # 不必加和为 1

print(torch.multinomial(weights, 2))          # 2 个互不相同的索引（不放回）
draws = torch.multinomial(weights, 10_000, replacement=True)
print(draws.dtype, torch.bincount(draws) / 10_000)   # 接近 0.1、0.3、0.6

# 每行一个分布：为批次中的 2 条序列各采样下一个 token
probs = torch.softmax(torch.tensor([[2.0, 0.5, 0.1],
                                    [0.0, 0.0, 4.0]]), dim=-1)
print(probs.multinomial(1))                   # 形状 (2, 1)，int64 索引
