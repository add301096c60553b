import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

tanh = torch.nn.Tanh()
x = torch.tensor([-2.0, 0.0, 2.0], device=device, requires_grad=True)
y = tanh(x)
print(y)  # 取值在 (-1, 1) 内，以零为中心
y.sum().backward()
print(x.grad)  # 1 - tanh(x)**2，最大为 1

# tanh(x) == 2 * sigmoid(2x) - 1
print(torch.allclose(y, 2 * torch.sigmoid(2 * x) - 1))
