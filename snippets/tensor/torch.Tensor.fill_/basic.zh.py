import torch

x = torch.empty(3)
print(x.fill_(0.5))                     # 修改 x 并将其返回
print(x.zero_() is x)                   # zero_() 就是 fill_(0)

y = torch.arange(6.0).reshape(2, 3)
y[:, 1].fill_(-1.0)                     # 基本切片得到的是视图：y 会被修改
print(y)

counts = torch.zeros(3, dtype=torch.long)
counts.fill_(2.7)                       # 转换为张量的 dtype
print(counts)

# 初始化参数
layer = torch.nn.Linear(2, 2)
with torch.no_grad():
    layer.bias.fill_(0.1)
    layer.weight.zero_()
print(layer.weight, layer.bias)
