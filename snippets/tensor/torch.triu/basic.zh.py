import torch

x = torch.arange(1, 13).reshape(3, 4)

print(torch.triu(x))              # 对角线及其上方的所有元素
print(torch.triu(x, diagonal=1))  # 严格位于对角线上方
print(x.triu(-1))                 # 同时保留第一条下对角线

# 因果注意力掩码：某位置不能关注的地方（未来）为 True
mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
scores = torch.zeros(3, 3)
print(scores.masked_fill(mask, float("-inf")).softmax(dim=-1))

# 对前面的维度做批量处理；triu_ 原地操作
batch = torch.ones(2, 2, 2)
batch.triu_()
print(batch)
