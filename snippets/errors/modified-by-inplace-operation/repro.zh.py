import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.5, -1.0, 2.0], device=device, requires_grad=True)
y = torch.sigmoid(x)  # sigmoid 保存其输出 y，用于计算梯度
y.mul_(2)             # 原地修改：y 的版本计数器从 0 变为 1
y.sum().backward()
