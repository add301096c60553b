import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.5, -1.0], device=device, requires_grad=True)
h = torch.nn.Tanh()(x)
h.mul_(2.0)  # tanh 的反向传播需要它原始的输出
h.sum().backward()
