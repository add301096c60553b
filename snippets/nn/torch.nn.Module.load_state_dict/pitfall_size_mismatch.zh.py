import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

old = nn.Sequential(nn.Linear(8, 4), nn.Linear(4, 10))  # 10 个类别
new = nn.Sequential(nn.Linear(8, 4), nn.Linear(4, 3)).to(device)  # 3 个类别
new.load_state_dict(old.state_dict(), strict=False)  # strict=False 在这里也无济于事
