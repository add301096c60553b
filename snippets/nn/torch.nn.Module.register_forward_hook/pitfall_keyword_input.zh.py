import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = nn.Linear(2, 2).to(device)
layer.register_forward_hook(lambda mod, args, out: print(args[0].shape))
layer(torch.ones(1, 2, device=device))  # 位置参数：args[0] 存在
layer(input=torch.ones(1, 2, device=device))  # 关键字参数：args 为 ()
