import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.tensor([0.5, -1.0], device=device, requires_grad=True)
p = torch.nn.Sigmoid()(x)
p.clamp_(min=0.1, max=0.9)  # sigmoid 的反向传播需要它原始的输出
p.sum().backward()
