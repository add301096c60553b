import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

scores = torch.zeros(4, 3, device=device)
weight = torch.ones(4, device=device)

# 给逐样本权重显式加上一个大小为 1 的类别维度：(4, 1)。
out = scores * weight.unsqueeze(1)
print(weight.unsqueeze(1).shape, out.shape)

# 用索引写法，效果相同：
print((scores * weight[:, None]).shape)
