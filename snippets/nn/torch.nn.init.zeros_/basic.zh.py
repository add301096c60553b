import torch

torch.manual_seed(0)
layer = torch.nn.Linear(4, 3)

torch.nn.init.zeros_(layer.bias)  # 原地修改参数……
torch.nn.init.ones_(layer.weight[0])  # ……对切片同样有效
out = torch.nn.init.constant_(layer.weight[1:], 0.5)

print(layer.bias)
print(layer.weight)
print(layer.weight.is_leaf, layer.weight.requires_grad)  # 仍是可训练的叶子张量
print(out.shape)  # 返回被填充的张量
