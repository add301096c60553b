import torch

x = torch.zeros(2, 3, 4)
print(x.size(-1))   # 最后一个维度
x.size(3)           # 维度从 0 开始编号：有效范围是 [-3, 2]
