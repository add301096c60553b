import torch

x = torch.randn(4, 3, 5, 5)
fc = torch.nn.Linear(75, 10)
fc(torch.flatten(x))  # start_dim=0 把批次维也合并了：形状为 (300,)
