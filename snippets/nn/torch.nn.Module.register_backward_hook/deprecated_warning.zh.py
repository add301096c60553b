import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(3, 2), nn.ReLU()).to(device)  # 包含多个 autograd 节点
model.register_backward_hook(lambda m, grad_input, grad_output: None)  # 此时还没有警告
x = torch.ones(4, 3, device=device, requires_grad=True)
out = model(x)  # FutureWarning 在这里、前向调用时就发出
out.sum().backward()
print("backward finished")
