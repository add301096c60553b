import torch

model = torch.nn.Sequential(torch.nn.Flatten(), torch.nn.Linear(75, 2))
print(model(torch.randn(1, 3, 5, 5)).shape)

single = torch.randn(3, 5, 5)  # 一张不带批次维的图像
print(torch.nn.Flatten()(single).shape)  # 得到 (3, 25) 而不是 (75,)：第 0 维被当作“批次”保留
model(single)
