import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([-1.0, 2.0, 3.0], device=device, requires_grad=True)
y = torch.sigmoid(x)             # sigmoid 为反向传播保留了 y
z = torch.nn.ReLU(inplace=True)(y)  # 原地覆盖了 y
z.sum().backward()
