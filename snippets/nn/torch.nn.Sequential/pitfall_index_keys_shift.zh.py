import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

old = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Linear(4, 2))
print(list(old.state_dict().keys()))

# 后来插入的 Dropout 会让其后每一层的索引都往后移
new = nn.Sequential(nn.Linear(4, 4), nn.ReLU(), nn.Dropout(0.1), nn.Linear(4, 2)).to(device)
new.load_state_dict(old.state_dict())
