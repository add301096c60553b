import torch

torch.manual_seed(0)
a = torch.rand(3)
torch.manual_seed(0)
b = torch.rand(3)
print(torch.equal(a, b))            # 相同的种子，相同的序列

torch.manual_seed(0)
layer = torch.nn.Linear(2, 1)       # 权重初始化也从同一个全局随机流取数
print(layer.weight.shape, torch.initial_seed())

# 返回值是全局 CPU 生成器
g = torch.manual_seed(123)
print(g is torch.default_generator, g.initial_seed())
