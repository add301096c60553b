import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(2, 2).to(device)
model.register_forward_hook(lambda mod, inp, out: print("hook ran"))

x = torch.ones(1, 2, device=device)
model(x)  # 打印 "hook ran"
model.forward(x)  # 什么也不打印：钩子被跳过了
print("done")
