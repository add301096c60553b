import torch

scores = torch.tensor([[1.0, 2.0, 3.0],
                       [4.0, 5.0, 6.0]])
pad = torch.tensor([[False, False, True],
                    [False, True, True]])   # True 表示要填充的位置

print(scores.masked_fill(pad, float("-inf")))   # 非原地：返回新张量
print(torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1))

# 掩码会广播：一行掩码作用于每一行
print(scores.masked_fill(torch.tensor([True, False, False]), 0.0))

# 原地操作，用 0 维张量作为填充值
scores.masked_fill_(pad, torch.tensor(-1.0))
print(scores)
