import torch

torch.manual_seed(0)
probs = torch.tensor([0.0, 0.25, 0.9, 1.0])

print(torch.bernoulli(probs))              # 每个元素采样一次，dtype 与 probs 相同
print(probs.bernoulli())                   # 方法形式，效果相同

# dropout 式的保留掩码，p_keep = 0.8，原地写入已有张量
mask = torch.empty(10_000).bernoulli_(0.8)
print(mask[:8], mask.mean())

# bernoulli_ 传入张量 p：元素 i 以概率 p[i] 采样
print(torch.zeros(4, dtype=torch.int64).bernoulli_(probs))
