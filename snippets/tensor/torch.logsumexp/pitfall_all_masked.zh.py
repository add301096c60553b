import torch

scores = torch.tensor([[0.5, 2.0],
                       [0.5, 2.0]], requires_grad=True)
allowed = torch.tensor([[True, False],
                        [False, False]])        # 第二行：全部不允许

bias = torch.zeros(2, 2).masked_fill(~allowed, float("-inf"))
total = torch.logsumexp(scores + bias, dim=1)
print(total)                     # 被完全掩码的那一行为 -inf
total.sum().backward()
print(scores.grad)               # 那一行产生了 NaN 梯度

# 事后替换 -inf 结果并不够：NaN 出现在反向传播中
scores.grad = None
total = torch.logsumexp(scores + bias, dim=1)
torch.where(allowed.any(dim=1), total, 0.0).sum().backward()
print(scores.grad)

# 在 logsumexp *之前* 让完全被掩码的行保持有限值，之后再丢弃它们
scores.grad = None
any_allowed = allowed.any(dim=1, keepdim=True)
safe_bias = bias.masked_fill(~any_allowed, 0.0)
total = torch.logsumexp(scores + safe_bias, dim=1)
torch.where(any_allowed.squeeze(1), total, 0.0).sum().backward()
print(scores.grad)
