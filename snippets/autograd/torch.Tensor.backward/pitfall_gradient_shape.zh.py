import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, 3, device=device, requires_grad=True)
y = x * 2  # 形状为 (2, 3)
y.backward(gradient=torch.ones(3, device=device))  # 必须与 y 的形状一致
