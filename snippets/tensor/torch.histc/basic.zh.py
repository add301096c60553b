import torch

x = torch.tensor([1.0, 2.0, 1.0, 4.0, 5.0])

print(torch.histc(x, bins=4))                  # 范围取自数据：[1, 5]
print(torch.histc(x, bins=4, min=0, max=8))    # 固定范围：每个桶宽 2
print(torch.histc(torch.tensor([0.0, 1.0, 2.0]), bins=2, min=0, max=2))  # 等于 max 的值落在最后一个桶

# 不返回桶的边界；需要自己构造，或改用 torch.histogram
edges = torch.linspace(0, 8, steps=5)
print(edges)
hist, bin_edges = torch.histogram(x, bins=4, range=(0.0, 8.0))
print(hist, bin_edges)
