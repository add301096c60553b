import torch

torch.manual_seed(0)
x = torch.randn(4, 3, 5, 5)  # (N, C, H, W)

print(torch.nn.Flatten()(x).shape)  # start_dim=1：保留批次维
print(torch.nn.Flatten(start_dim=2)(x).shape)  # 只合并 H 和 W
print(torch.flatten(x).shape)  # 函数版默认 start_dim=0：批次维也被合并
print(torch.flatten(x, 1).shape)  # 等同于 nn.Flatten()

flat = torch.nn.Flatten()(x)
print(flat._base is x)  # 输入连续时返回视图，不复制数据
