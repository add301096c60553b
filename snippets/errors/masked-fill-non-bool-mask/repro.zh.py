import torch

scores = torch.zeros(3, 3)
causal = torch.tril(torch.ones(3, 3))  # 由 1 和 0 组成的 float32，而不是 bool 掩码
print(causal.dtype)
scores = scores.masked_fill(causal == 0, float("-inf"))  # 比较运算：没问题
scores = scores.masked_fill(1 - causal, float("-inf"))  # 算术运算后仍是 float32：被拒绝
