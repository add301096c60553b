import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Linear(2, 2).to(device)
sd = model.state_dict()
model = model.load_state_dict(sd)  # 返回的是键的匹配报告，不是模块
print(type(model).__name__)
model(torch.ones(1, 2, device=device))
