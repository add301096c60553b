import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(4, 2).to(device)
print(dict(model.named_parameters())["weight"].shape)  # 用 dict(...) 转换后就可以
model.named_parameters()["weight"]
