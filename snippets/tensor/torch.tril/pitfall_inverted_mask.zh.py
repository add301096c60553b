import torch

scores = torch.zeros(3, 3)
allowed = torch.tril(torch.ones(3, 3, dtype=torch.bool))   # True = 可以关注

# masked_fill 在掩码为 True 处填充：这样遮住的反而是允许的位置
print(scores.masked_fill(allowed, float("-inf")).softmax(dim=-1))

print(scores.masked_fill(~allowed, float("-inf")).softmax(dim=-1))
