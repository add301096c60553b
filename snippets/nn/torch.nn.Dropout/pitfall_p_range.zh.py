import torch

# p 是元素被置零的概率（不是保留的概率），必须在 [0, 1] 内
print(torch.nn.Dropout(p=0.2))  # 大约保留 80% 的元素
# 保留概率或百分数若超出范围，会被拒绝
torch.nn.Dropout(p=20)
