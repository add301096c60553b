import torch

x = torch.zeros(2, 3, 4)
print(x.numel(), torch.numel(x), x.nelement())   # 2 * 3 * 4
print(torch.tensor(5.0).numel())                 # 0 维张量含一个元素
print(torch.zeros(0, 3).numel())                 # 空张量不含任何元素

# 统计模型的参数量
model = torch.nn.Sequential(torch.nn.Linear(10, 5), torch.nn.Linear(5, 1))
total = sum(p.numel() for p in model.parameters())
trainable = sum(p.numel() for p in model.parameters() if p.requires_grad)
print(total, trainable)

# 数据字节数 = 元素个数 * 每个元素的字节数
print(x.numel() * x.element_size())
