import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.0, 2.0, 5.0, 10.0], device=device, requires_grad=True)
torch.nn.Tanh()(x).sum().backward()
# 在 float32 下 tanh(10) 舍入后恰好为 1.0，因此梯度恰好为 0
print(torch.tanh(x.detach()))
print(x.grad)
