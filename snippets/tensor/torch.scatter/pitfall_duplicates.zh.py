import torch

bins = torch.tensor([1, 1, 3, 1])             # 第 1 个桶出现了三次
weights = torch.tensor([1.0, 2.0, 3.0, 4.0])

# 本意：求每个桶的权重总和
print(torch.zeros(4).scatter(0, bins, weights))       # 只有一次写入留下，其余都丢了
print(torch.zeros(4).scatter_add(0, bins, weights))   # 累加每一个值
print(torch.zeros(4).scatter_reduce(0, bins, weights, reduce="amax"))
