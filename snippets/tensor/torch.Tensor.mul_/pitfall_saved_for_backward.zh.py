import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(3, device=device, requires_grad=True)
y = torch.sigmoid(x)  # sigmoid 为反向传播保存了自己的输出
y.mul_(2.0)

y.sum().backward()
