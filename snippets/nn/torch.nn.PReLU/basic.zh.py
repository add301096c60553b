import torch

torch.manual_seed(0)
x = torch.randn(2, 3, 4, 4)  # (N, C, H, W)

shared = torch.nn.PReLU()  # 所有通道共用一个可学习斜率，初始值为 0.25
per_channel = torch.nn.PReLU(num_parameters=3)  # 每个通道（第 1 维）一个斜率
print(shared.weight, per_channel.weight.shape)
print(per_channel(x).shape)

opt = torch.optim.SGD(per_channel.parameters(), lr=0.1)
per_channel(x).sum().backward()
opt.step()
print(per_channel.weight.detach())  # 斜率和其他权重一样参与训练
